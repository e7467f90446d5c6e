import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import QueryProvider from '@/lib/api/query-provider';
import ClientMessages from '@/lib/i18n/client-messages';
import type { BookingOffer } from '../model/offer';
import { bookingQuery } from '../model/booking-url';
import BookingFlow from './booking-flow';
import ChoiceLinks from './choice-links';
import StepSection from './step-section';
import { BOOKING_NAMESPACES } from './namespaces';
import styles from './booking.module.css';

/**
 * The booking page's body. The page is one static document; the choices come from the URL in the browser, so until
 * the page's code runs the first step is already there as plain links.
 */
export default async function BookingPage({ offer, address }: { offer: BookingOffer; address: string }) {
  const [t, tServices] = await Promise.all([getTranslations('Booking'), getTranslations('Services')]);
  const firstStep = (
    <div className={styles.flow}>
      <StepSection id="service" title={t('serviceLegend')}>
        <ChoiceLinks
          label={t('serviceLegend')}
          choices={offer.services.map((entry) => ({ key: entry.service, label: tServices(entry.service), query: bookingQuery({ service: entry.service }) }))}
        />
      </StepSection>
    </div>
  );
  return (
    <div className="container">
      <ClientMessages namespaces={BOOKING_NAMESPACES}>
        <QueryProvider>
          <Suspense fallback={firstStep}>
            <BookingFlow offer={offer} address={address} />
          </Suspense>
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
