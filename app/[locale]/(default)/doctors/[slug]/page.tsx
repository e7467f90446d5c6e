import { getTranslations } from 'next-intl/server';

import { ApplicationBlock } from '@/features/application';
import { bookingLink } from '@/features/booking/server';
import { DoctorProfile } from '@/features/doctors';
import { getDoctor, getDoctorSlugs } from '@/features/doctors/server';
import { PageHeader } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { LOCALES } from '@/lib/locales';
import { doctorRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Params = LocaleParams<{ slug: string }>;

export const dynamicParams = true;

export async function generateStaticParams() {
  const slugs = await getDoctorSlugs();
  return LOCALES.flatMap((locale) => slugs.map((slug) => ({ locale, slug })));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const doctor = await getDoctor(locale, slug);
  const t = await getTranslations({ locale, namespace: 'Doctors' });
  return pageMetadata({
    locale,
    path: doctorRoute(slug),
    title: doctor.name,
    description: `${doctor.specialty}. ${t('experience', { years: doctor.experienceYears })}. ${doctor.bio.split(/\n\s*\n/)[0]}`.slice(
      0,
      300,
    ),
    type: 'profile',
    image: { url: doctor.photo.url, width: doctor.photo.width, height: doctor.photo.height, alt: doctor.photo.alt },
  });
}

export default async function DoctorPage({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const [doctor, tNav] = await Promise.all([getDoctor(locale, slug), getTranslations('Nav')]);
  const bookHref = await bookingLink(locale, { services: doctor.services, doctor: doctor.slug });

  return (
    <>
      <PageHeader
        title={doctor.name}
        lead={doctor.specialty}
        breadcrumbs={[{ label: tNav('doctors'), href: '/doctors' }, { label: doctor.name }]}
      />
      <DoctorProfile doctor={doctor} locale={locale} bookHref={bookHref ?? '#application'} />
      <ApplicationBlock preset={{ service: doctor.services[0], doctor: doctor.slug }} />
    </>
  );
}
