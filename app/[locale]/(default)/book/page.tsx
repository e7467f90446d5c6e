import { getTranslations } from 'next-intl/server';

import { ApplicationBlockOnDemand } from '@/features/application';
import { BookingFallback, BookingPage } from '@/features/booking';
import { getBookingOffer } from '@/features/booking/server';
import { PageHeader } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { clinicAddressLine } from '@/lib/site-texts';

export const generateMetadata = staticPageMetadata('book');

export default async function BookPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [tPages, offer] = await Promise.all([getTranslations('Pages'), getBookingOffer(locale)]);
  return (
    <>
      {/* The lead tells how online booking goes; without it, the fallback's own words follow the title. */}
      <PageHeader
        title={tPages('book.title')}
        lead={offer ? tPages('book.description') : undefined}
        breadcrumbs={[{ label: tPages('book.title') }]}
      />
      {offer ? (
        <BookingPage offer={offer} address={clinicAddressLine(locale)} />
      ) : (
        <>
          <BookingFallback />
          <ApplicationBlockOnDemand asRequest />
        </>
      )}
    </>
  );
}
