import { useTranslations } from 'next-intl';

import LinkedCard, { type CardPlacement } from '@/components/ui/linked-card';
import type { Doctor } from '@/features/doctors/api/calls';
import { doctorRoute } from '@/lib/routes';

import styles from './doctor-card.module.css';

export default function DoctorCard({ doctor, ...placement }: { doctor: Doctor } & CardPlacement) {
  const t = useTranslations('Doctors');
  return (
    <LinkedCard
      {...placement}
      href={doctorRoute(doctor.slug)}
      title={doctor.name}
      image={doctor.photo}
      sizes="(min-width: 1200px) 270px, (min-width: 480px) 45vw, 34vw"
      classNames={{ media: styles.photo, body: styles.body, heading: styles.name }}
    >
      <p className={styles.specialty}>{doctor.specialty}</p>
      <p className={styles.experience}>{t('experience', { years: doctor.experienceYears })}</p>
    </LinkedCard>
  );
}
