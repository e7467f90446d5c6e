'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';

import { ensureSignedIn } from '@/features/auth/client';
import { appointmentsOnDemandQuery, profileKeys } from '@/features/profile/client';
import { useBrowserValue } from '@/lib/app/after-hydration';
import { formatDate, formatTime } from '@/lib/i18n/format';
import { useRouter } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/locales';

import type { BookedAppointment, FreeSlot } from '../api/schemas';
import { loadBookingCalls } from '../client/booking-calls';
import { freeSlotsKey, freeSlotsQuery } from '../client/free-slots-query';
import { ANY_DOCTOR, bookingQuery, parseBookingChoice, type BookingChoice } from '../model/booking-url';
import { addMonths, firstDayOf, lastDayOf, monthOf, slotsByDay, type Month } from '../model/calendar-view';
import { addDays, dayOf, instantOf, type CalendarDay } from '../model/clinic-time';
import type { BookingOffer } from '../model/offer';
import { BOOKING_RANGE_MAX_DAYS } from '../model/rules';
import { browserTimeZone } from '../model/visitor-time';
import BookingDone from './booking-done';
import styles from './booking.module.css';
import ChoiceLinks from './choice-links';
import ConfirmStep from './confirm-step';
import LoadError from './load-error';
import MonthGrid from './month-grid';
import StepSection from './step-section';
import TimeChoice from './time-choice';

/**
 * The choice the visitor had before this component mounted, so that a step taken before the picker had loaded moves
 * the focus as a tap on the loaded picker does:
 * - a step link followed before the page was interactive is a page load from the booking page itself;
 * - one followed while the picker's code was loading is a client navigation from the address the page became
 *   interactive on (`openedWith`, a full URL);
 * - anything else (the page opened at this choice, or reached from another page) is no step taken here.
 */
function choiceBeforeMount(openedWith: string | null, choice: BookingChoice, services: BookingOffer['services']): BookingChoice {
  try {
    const from = new URL(document.referrer);
    if (from.origin === location.origin && from.pathname === location.pathname) return {};
  } catch {
    // No referrer.
  }
  const opened = openedWith ? new URL(openedWith) : null;
  return opened?.pathname === location.pathname ? parseBookingChoice(opened.searchParams, services) : choice;
}

interface BookingFlowProps {
  offer: BookingOffer;
  /** The clinic's address in the page's language (confirmation and calendar file). */
  address: string;
  /** The address the page became interactive on, when that was before this component mounted. */
  openedWith?: string | null;
}

/**
 * The booking path: service → doctor or any doctor → a day of the month → a time → confirm → confirmation. The URL
 * holds service, doctor and day; the time, its hold and the booking live in this component.
 */
export default function BookingFlow({ offer, address, openedWith = null }: BookingFlowProps) {
  const t = useTranslations('Booking');
  const tServices = useTranslations('Services');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const { timeZone } = offer;
  const choice = useMemo(() => parseBookingChoice(new URLSearchParams(params.toString()), offer.services), [params, offer.services]);
  const visitorTimeZone = useBrowserValue(browserTimeZone);

  const [openedAt] = useState(() => Date.now());
  const today = dayOf(openedAt, timeZone);
  const lastDay = addDays(today, BOOKING_RANGE_MAX_DAYS);
  const [month, setMonth] = useState<Month>(() => monthOf(choice.day ?? today));
  const [chosen, setChosen] = useState<FreeSlot | null>(null);
  const [done, setDone] = useState<BookedAppointment | null>(null);

  const service = offer.services.find((entry) => entry.service === choice.service);
  const go = (next: BookingChoice) =>
    router.push({ pathname: '/book', query: bookingQuery({ reschedule: choice.reschedule, ...next }) }, { scroll: false });

  // Moving an appointment: the profile's Reschedule opens this page with its id.
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    if (!choice.reschedule) return;
    let live = true;
    void ensureSignedIn(locale).then((ok) => live && setSignedIn(ok));
    return () => {
      live = false;
    };
  }, [choice.reschedule, locale]);
  const appointments = useQuery({ ...appointmentsOnDemandQuery(locale), enabled: !!choice.reschedule && signedIn === true });
  const moving = choice.reschedule
    ? appointments.data?.find((a) => a.id === choice.reschedule && a.status === 'scheduled' && Date.parse(a.startsAt) > openedAt)
    : undefined;
  useEffect(() => {
    if (moving && !choice.service) go({ service: moving.service, doctor: moving.doctor.slug });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the appointment arrives
  }, [moving?.id]);

  // The calls' contract loads once a service is chosen: the free times are asked for one step later.
  useEffect(() => {
    if (choice.service) loadBookingCalls().catch(() => undefined);
  }, [choice.service]);

  const range = {
    from: firstDayOf(month) < today ? today : firstDayOf(month),
    to: lastDayOf(month) > lastDay ? lastDay : lastDayOf(month),
  };
  const slotsQuery =
    service && choice.doctor
      ? { service: service.service, doctor: choice.doctor === ANY_DOCTOR ? undefined : choice.doctor, ...range }
      : null;
  const slots = useQuery({
    ...freeSlotsQuery(locale, slotsQuery ?? { service: 'ent', from: today, to: today }),
    enabled: !!slotsQuery && !done,
  });
  const byDay = useMemo(() => slotsByDay(slots.data?.items ?? [], timeZone), [slots.data, timeZone]);

  // Late in a month a doctor may have no free day left in it: the month view then opens on the next month.
  const doctorKey = `${choice.service}|${choice.doctor}`;
  const [movedPastEmptyMonth, setMovedPastEmptyMonth] = useState<string | null>(null);
  if (
    movedPastEmptyMonth !== doctorKey &&
    !choice.day &&
    month === monthOf(today) &&
    lastDayOf(month) < lastDay &&
    slots.isSuccess &&
    !slots.isFetching &&
    byDay.size === 0
  ) {
    setMovedPastEmptyMonth(doctorKey);
    setMonth(addMonths(month, 1));
  }
  const dayTimes = choice.day ? (byDay.get(choice.day) ?? []) : [];

  // A new step's heading takes the focus, so keyboard and screen reader users continue where the page grew.
  const headings = useRef(new Map<string, HTMLHeadingElement | null>());
  const [choiceAtMount] = useState(() => choiceBeforeMount(openedWith, choice, offer.services));
  const previous = useRef<BookingChoice>(choiceAtMount);
  useEffect(() => {
    const before = previous.current;
    previous.current = choice;
    const step =
      choice.day && choice.day !== before.day
        ? 'time'
        : choice.doctor && choice.doctor !== before.doctor
          ? 'day'
          : choice.service && choice.service !== before.service
            ? 'doctor'
            : null;
    if (step) headings.current.get(step)?.focus();
  }, [choice]);

  // A new choice in the URL: the month follows the day, and a time stays chosen only while it belongs to the chosen
  // day and doctor (the "just taken" offer may change the day).
  const choiceKey = `${choice.service}|${choice.doctor}|${choice.day}`;
  const [seenChoice, setSeenChoice] = useState(choiceKey);
  if (seenChoice !== choiceKey) {
    setSeenChoice(choiceKey);
    if (choice.day) setMonth(monthOf(choice.day));
    if (
      chosen &&
      !(
        dayOf(Date.parse(chosen.startsAt), timeZone) === choice.day &&
        (choice.doctor === ANY_DOCTOR || choice.doctor === chosen.doctor.slug)
      )
    )
      setChosen(null);
  }

  const dateLabel = (day: CalendarDay) => formatDate(new Date(instantOf(day, 12 * 60, timeZone)), locale, 'visitDate', { timeZone });

  if (done) {
    return (
      <BookingDone
        appointment={done}
        address={address}
        rescheduled={!!choice.reschedule}
        timeZone={timeZone}
        visitorTimeZone={visitorTimeZone}
        onAnother={() => {
          setDone(null);
          go({});
        }}
      />
    );
  }

  const doctorChoices = service
    ? [
        {
          key: ANY_DOCTOR,
          label: t('anyDoctor'),
          hint: t('anyDoctorHint'),
          query: bookingQuery({ reschedule: choice.reschedule, service: service.service, doctor: ANY_DOCTOR }),
        },
        ...service.doctors.map((doctor) => ({
          key: doctor.slug,
          label: doctor.name,
          hint: doctor.specialty,
          query: bookingQuery({ reschedule: choice.reschedule, service: service.service, doctor: doctor.slug }),
        })),
      ]
    : [];

  return (
    <div className={styles.flow}>
      {choice.reschedule ? (
        <div className={styles.notice} role="status">
          {moving ? (
            <>
              <strong>{t('rescheduleTitle')}</strong>{' '}
              {t('rescheduleText', {
                date: formatDate(moving.startsAt, locale, 'visitDate', { timeZone }),
                time: formatTime(moving.startsAt, locale, { timeZone }),
              })}
            </>
          ) : signedIn === false || appointments.isSuccess ? (
            t('rescheduleMissing')
          ) : null}
        </div>
      ) : null}

      <StepSection id="service" title={t('serviceLegend')} headingRef={(node) => headings.current.set('service', node)}>
        <ChoiceLinks
          label={t('serviceLegend')}
          chosen={choice.service}
          choices={offer.services
            .filter((entry) => !moving || entry.service === moving.service)
            .map((entry) => ({
              key: entry.service,
              label: tServices(entry.service),
              query: bookingQuery({ reschedule: choice.reschedule, service: entry.service }),
            }))}
        />
        {choice.reschedule ? null : (
          <p className={styles.byRequest}>
            {t('byRequest')} <a href={`${localizedPath(locale, '/')}#application`}>{t('requestLink')}</a>
          </p>
        )}
      </StepSection>

      {service ? (
        <StepSection id="doctor" title={t('doctorLegend')} headingRef={(node) => headings.current.set('doctor', node)}>
          <ChoiceLinks label={t('doctorLegend')} chosen={choice.doctor} choices={doctorChoices} />
        </StepSection>
      ) : null}

      {service && choice.doctor ? (
        <StepSection id="day" title={t('dayTitle')} headingRef={(node) => headings.current.set('day', node)}>
          <p className={styles.zoneNote}>
            {t('clinicTime')}{' '}
            {visitorTimeZone && visitorTimeZone !== timeZone ? t('visitorTime', { zone: visitorTimeZone.replace(/_/g, ' ') }) : null}
          </p>
          {slots.isError ? <LoadError error={slots.error} what={t('loadFailed')} onRetry={() => void slots.refetch()} /> : null}
          <MonthGrid
            month={month}
            firstDay={today}
            lastDay={lastDay}
            daysWithTimes={new Set(byDay.keys())}
            selected={choice.day}
            timeZone={timeZone}
            busy={slots.isFetching}
            onMonth={setMonth}
            onSelect={(day) => go({ service: service.service, doctor: choice.doctor, day })}
          />
          {slots.isPending ? (
            <p role="status" className={styles.muted}>
              {t('loading')}
            </p>
          ) : slots.isSuccess && byDay.size === 0 ? (
            <p role="status" className={styles.muted}>
              {t('noTimesInMonth')}
            </p>
          ) : null}
        </StepSection>
      ) : null}

      {service && choice.doctor && choice.day ? (
        <StepSection id="time" title={t('timeTitle')} headingRef={(node) => headings.current.set('time', node)}>
          {dayTimes.length ? (
            <TimeChoice
              legend={t('timesLegend', { date: dateLabel(choice.day) })}
              slots={dayTimes}
              selected={chosen}
              timeZone={timeZone}
              visitorTimeZone={visitorTimeZone}
              showDoctor={choice.doctor === ANY_DOCTOR}
              onChoose={setChosen}
            />
          ) : slots.isSuccess ? (
            <p className={styles.muted}>{t('takenNone')}</p>
          ) : null}
        </StepSection>
      ) : null}

      {service && chosen ? (
        <ConfirmStep
          key={`${chosen.startsAt}|${chosen.doctor.slug}`}
          service={service.service}
          serviceTitle={tServices(service.service)}
          slot={chosen}
          address={address}
          timeZone={timeZone}
          visitorTimeZone={visitorTimeZone}
          rescheduling={moving?.id}
          alternatives={slots.data?.items ?? []}
          onChoose={(slot) => {
            const day = dayOf(Date.parse(slot.startsAt), timeZone);
            if (day !== choice.day) go({ service: service.service, doctor: choice.doctor, day });
            setChosen(slot);
          }}
          onTaken={() => void queryClient.invalidateQueries({ queryKey: freeSlotsKey(locale) })}
          onBooked={(appointment) => {
            void queryClient.invalidateQueries({ queryKey: freeSlotsKey(locale) });
            void queryClient.invalidateQueries({ queryKey: profileKeys.appointments(locale) });
            setDone(appointment);
          }}
        />
      ) : null}
    </div>
  );
}
