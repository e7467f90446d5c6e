'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import Field from '@/components/ui/field';
import type { ApplicationCreate } from '@/features/application/api/calls';
import { doctorsOf, type ApplicationValues, type BookableDoctor } from '@/features/application/model/application-values';
import { isServiceSlug, SERVICE_SLUGS } from '@/lib/routes';

interface ServiceDoctorFieldsProps {
  form: UseFormReturn<ApplicationValues, unknown, ApplicationCreate>;
  fieldId: (field: 'service' | 'doctor') => string;
  doctors: readonly BookableDoctor[];
}

/** The service (required) and a doctor of that service (optional); another service clears a doctor who does not provide it. */
export default function ServiceDoctorFields({ form, fieldId, doctors }: ServiceDoctorFieldsProps) {
  const t = useTranslations('ApplicationForm');
  const tServices = useTranslations('Services');
  const { errors } = form.formState;
  const service = useWatch({ control: form.control, name: 'service' });
  const offered = doctorsOf(doctors, service);

  const service$ = form.register('service', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      const doctor = form.getValues('doctor');
      if (doctor && !(isServiceSlug(next) && doctorsOf(doctors, next).some((d) => d.slug === doctor))) {
        form.setValue('doctor', '', { shouldValidate: form.formState.isSubmitted });
      }
    },
  });

  return (
    <>
      <Field id={fieldId('service')} label={t('service')} required error={errors.service?.message}>
        {(control) => (
          <select {...control} {...service$}>
            <option value="" disabled>
              {t('servicePlaceholder')}
            </option>
            {SERVICE_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {tServices(slug)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={fieldId('doctor')}
        label={t('doctor')}
        hint={service ? t('doctorHint') : t('doctorHintNoService')}
        error={errors.doctor?.message}
      >
        {(control) => (
          <select {...control} {...form.register('doctor')}>
            <option value="">{t('doctorAny')}</option>
            {offered.map((doctor) => (
              <option key={doctor.slug} value={doctor.slug}>
                {doctor.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
