'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';

import ChoiceGroup, { type ChoiceOption } from '@/components/ui/form/choice-group';
import type { ApplicationCreate } from '@/features/application/api/calls';
import type { ApplicationValues } from '@/features/application/model/application-values';
import { CONTACT_CHANNELS, TIMES_OF_DAY } from '@/features/application/model/choices';
import { hoursRange, VISIT_TIMES_OF_DAY } from '@/lib/clinic';

interface VisitPreferencesProps {
  form: UseFormReturn<ApplicationValues, unknown, ApplicationCreate>;
  fieldId: (field: 'preferredDays' | 'preferredTime' | 'contactChannel') => string;
  /** The days the clinic receives, named in the page's language (from the server). */
  days: readonly ChoiceOption[];
  className?: string;
}

/** When the visitor would like to come, and how the clinic should get in touch. */
export default function VisitPreferences({ form, fieldId, days, className }: VisitPreferencesProps) {
  const t = useTranslations('ApplicationForm');
  const locale = useLocale();
  const { errors } = form.formState;
  return (
    <>
      <ChoiceGroup
        id={fieldId('preferredDays')}
        className={className}
        legend={t('preferredDays')}
        hint={t('preferredDaysHint')}
        type="checkbox"
        options={days}
        registration={form.register('preferredDays')}
        error={errors.preferredDays?.message}
      />
      <ChoiceGroup
        id={fieldId('preferredTime')}
        className={className}
        legend={t('preferredTime')}
        type="radio"
        options={[
          { value: '', label: t('timeAny') },
          ...TIMES_OF_DAY.map((time) => ({
            value: time,
            label: t(`times.${time}`, { hours: hoursRange(VISIT_TIMES_OF_DAY[time], locale) }),
          })),
        ]}
        registration={form.register('preferredTime')}
        error={errors.preferredTime?.message}
      />
      <ChoiceGroup
        id={fieldId('contactChannel')}
        className={className}
        legend={t('contactChannel')}
        type="radio"
        options={CONTACT_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
        registration={form.register('contactChannel')}
        error={errors.contactChannel?.message}
      />
    </>
  );
}
