import { useTranslations } from 'next-intl';
import { doctorRoute } from '@/lib/routes';
import type { Doctor } from '@/lib/api/contract';
import LinkedCard from '@/components/ui/linked-card';
import styles from './doctor-card.module.css';

interface DoctorCardProps {
  doctor: Doctor;
  /** Heading level of the name inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Only for the first card of a page where it is the largest image in view. */
  priority?: boolean;
}

export default function DoctorCard({ doctor, headingLevel = 'h3', priority = false }: DoctorCardProps) {
  const t = useTranslations('Doctors');
  return (
    <LinkedCard
      href={doctorRoute(doctor.slug)}
      title={doctor.name}
      headingLevel={headingLevel}
      image={doctor.photo}
      sizes="(min-width: 1200px) 270px, (min-width: 480px) 45vw, 34vw"
      priority={priority}
      classNames={{ media: styles.photo, body: styles.body, heading: styles.name }}
    >
      <p className={styles.specialty}>{doctor.specialty}</p>
      <p className={styles.experience}>{t('experience', { years: doctor.experienceYears })}</p>
    </LinkedCard>
  );
}
