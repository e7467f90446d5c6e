'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import Button from '@/components/ui/button';
import { ensureSignedIn, signedInSubject, SignInInPlace } from '@/features/auth/client';
import { ApiError } from '@/lib/api/errors';
import { useBrowserValue } from '@/lib/app/after-hydration';
import { formatDate, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/locales';
import type { ServiceSlug } from '@/lib/routes';

import type { BookedAppointment, FreeSlot, Hold } from '../api/schemas';
import { book, giveBack, holdTime, isTaken, moveTo } from '../client/booking-actions';
import { nearestSlots } from '../model/calendar-view';
import { BOOKING_NOTE_MAX } from '../model/rules';
import AppointmentSummary from './appointment-summary';
import styles from './booking.module.css';
import LoadError from './load-error';
import SlotTime from './slot-time';
import { slotId } from './time-choice';

/** A pause before holding, so that walking through the times with the arrow keys does not hold each one. */
const HOLD_DELAY_MS = 350;

type Phase = 'holding' | 'held' | 'booking' | 'taken' | 'failed';

interface ConfirmStepProps {
  service: ServiceSlug;
  serviceTitle: string;
  slot: FreeSlot;
  address: string;
  timeZone: string;
  visitorTimeZone: string | null;
  /** The id of the appointment being moved, if this is a reschedule. */
  rescheduling?: number;
  /** The free times the page has: the nearest of them are offered when this one is taken. */
  alternatives: readonly FreeSlot[];
  onChoose: (slot: FreeSlot) => void;
  onTaken: () => void;
  onBooked: (appointment: BookedAppointment) => void;
}

/**
 * The chosen time, held for the visitor while they confirm: a summary, an optional note and the one button that
 * books (signing in on the spot when needed). One Idempotency-Key per hold, so a double click or a retry books once.
 */
export default function ConfirmStep(props: ConfirmStepProps) {
  const { service, serviceTitle, slot, address, timeZone, visitorTimeZone, rescheduling, alternatives, onChoose, onTaken, onBooked } =
    props;
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  const noteId = useId();
  const [phase, setPhase] = useState<Phase>('holding');
  const [hold, setHold] = useState<Hold | null>(null);
  const [expired, setExpired] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const [signInDeclined, setSignInDeclined] = useState(false);
  const key = useRef<string>('');
  const booked = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const subject = useBrowserValue(signedInSubject);

  const fail = (failure: unknown) => {
    setError(failure);
    if (isTaken(failure)) {
      setPhase('taken');
      onTaken();
    } else setPhase('failed');
  };

  const takeHold = () => {
    setPhase('holding');
    setError(null);
    holdTime(locale, service, slot).then((made) => {
      key.current = crypto.randomUUID();
      setHold(made);
      setExpired(false);
      setPhase('held');
    }, fail);
  };

  useEffect(() => {
    const timer = setTimeout(takeHold, HOLD_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one hold per chosen time (the component is keyed by it)
  }, []);

  // Another time chosen or the page left: the hold goes back at once instead of blocking the time for minutes.
  useEffect(() => {
    return () => {
      if (hold && !booked.current) giveBack(locale, hold);
    };
  }, [hold, locale]);

  useEffect(() => {
    if (!hold) return;
    const timer = setTimeout(() => setExpired(true), Math.max(0, Date.parse(hold.expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [hold]);

  useEffect(() => {
    if (phase === 'taken') heading.current?.focus();
  }, [phase]);

  const submit = async () => {
    if (!hold) return;
    setPhase('booking');
    setError(null);
    try {
      const appointment = rescheduling
        ? await moveTo(locale, rescheduling, hold, key.current)
        : await book(locale, hold, note, key.current);
      booked.current = true;
      onBooked(appointment);
    } catch (failure) {
      fail(failure);
    }
  };

  const confirm = async () => {
    if (phase === 'booking' || !hold) return;
    setSignInDeclined(false);
    setPhase('booking');
    if (await ensureSignedIn(locale)) await submit();
    else {
      setPhase('held');
      setSigningIn(true);
    }
  };

  const nearest = nearestSlots(
    alternatives.filter((other) => slotId(other) !== slotId(slot)),
    Date.parse(slot.startsAt),
  );

  if (phase === 'taken') {
    return (
      <section className={styles.taken} aria-labelledby="booking-taken">
        <h2 id="booking-taken" ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {t('takenTitle')}
        </h2>
        <p>{nearest.length ? t('takenText') : t('takenNone')}</p>
        {nearest.length ? (
          <ul className={styles.nearest}>
            {nearest.map((other) => (
              <li key={slotId(other)}>
                <button type="button" className={styles.nearestButton} onClick={() => onChoose(other)}>
                  <span>{formatDate(other.startsAt, locale, 'visitDate', { timeZone })}</span>{' '}
                  <SlotTime startsAt={other.startsAt} timeZone={timeZone} visitorTimeZone={visitorTimeZone} />
                  <span className={styles.chipDoctor}>{other.doctor.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    );
  }

  return (
    <section className={styles.confirm} aria-labelledby="booking-confirm">
      <h2 id="booking-confirm" className={styles.stepTitle}>
        {t('confirmTitle')}
      </h2>
      <AppointmentSummary
        serviceTitle={serviceTitle}
        doctor={slot.doctor}
        startsAt={slot.startsAt}
        address={address}
        timeZone={timeZone}
        visitorTimeZone={visitorTimeZone}
      />
      <p role="status" className={styles.holdStatus}>
        {phase === 'holding'
          ? t('holding')
          : hold
            ? expired
              ? t('holdExpired')
              : t('heldUntil', { time: formatTime(hold.expiresAt, locale, { timeZone }) })
            : null}
      </p>
      {rescheduling ? null : (
        <div className={styles.note}>
          <label htmlFor={noteId}>{t('noteLabel')}</label>
          <textarea
            id={noteId}
            value={note}
            maxLength={BOOKING_NOTE_MAX}
            rows={3}
            aria-describedby={`${noteId}-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${noteId}-hint`} className={styles.muted}>
            {t('noteHint', { max: BOOKING_NOTE_MAX })}
          </p>
        </div>
      )}
      {phase === 'failed' ? <LoadError error={error} what={t('failed')} onRetry={hold ? () => void confirm() : takeHold} /> : null}
      {signInDeclined ? (
        <p role="alert" className={styles.muted}>
          {t('signInCancelled')}
        </p>
      ) : null}
      <Button
        ref={confirmButton}
        loading={phase === 'booking' || phase === 'holding'}
        loadingLabel={phase === 'booking' ? t('booking') : t('holding')}
        onClick={() => void confirm()}
      >
        {rescheduling ? t('rescheduleConfirm') : subject ? t('confirm') : t('confirmSignIn')}
      </Button>
      {rescheduling || subject ? null : <p className={styles.muted}>{t('signInHint')}</p>}
      {signingIn ? (
        <SignInInPlace
          returnFocus={() => confirmButton.current}
          onClose={() => {
            setSigningIn(false);
            setSignInDeclined(true);
          }}
          onSignedIn={() => {
            setSigningIn(false);
            void submit();
          }}
          onLoadFailed={(failure) => {
            setSigningIn(false);
            // What keeps a file of the site from arriving is the connection.
            fail(new ApiError({ kind: 'network', cause: failure }));
          }}
        />
      ) : null}
    </section>
  );
}
