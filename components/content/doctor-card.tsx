import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { doctorRoute } from '@/lib/routes';
import type { Doctor } from '@/lib/api/schemas';
import ApiImage from './api-image';
import card from './linked-card.module.css';
import styles from './doctor-card.module.css';

interface DoctorCardProps {
  doctor: Doctor;
  /** Heading level of the name inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Only for the first card of a page where it is the largest image in view. */
  priority?: boolean;
}

export default function DoctorCard({ doctor, headingLevel: Heading = 'h3', priority = false }: DoctorCardProps) {
  const t = useTranslations('Doctors');
  return (
    <article className={card.card}>
      <div className={styles.photo}>
        <ApiImage
          image={doctor.photo}
          alt=""
          sizes="(min-width: 1200px) 270px, (min-width: 480px) 45vw, 34vw"
          priority={priority}
          className={card.image}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link href={doctorRoute(doctor.slug)} className={card.link}>
            {doctor.name}
          </Link>
        </Heading>
        <p className={styles.specialty}>{doctor.specialty}</p>
        <p className={styles.experience}>{t('experience', { years: doctor.experienceYears })}</p>
      </div>
    </article>
  );
}
