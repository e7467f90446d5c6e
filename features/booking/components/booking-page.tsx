import { getTranslations } from 'next-intl/server';

import ClientMessages from '@/lib/i18n/client-messages';

import { bookingQuery } from '../model/booking-url';
import type { BookingOffer } from '../model/offer';
import BookingLoader from './booking-loader';
import styles from './booking.module.css';
import ChoiceLinks from './choice-links';
import { BOOKING_NAMESPACES } from './namespaces';
import StepSection from './step-section';

/**
 * The booking page's body. The page is one static document; the choices come from the URL in the browser, so until
 * the picker's code has loaded the first step is already there as plain links.
 */
export default async function BookingPage({ offer, address }: { offer: BookingOffer; address: string }) {
  const [t, tServices] = await Promise.all([getTranslations('Booking'), getTranslations('Services')]);
  const firstStep = (
    <div className={styles.flow}>
      <StepSection id="service" title={t('serviceLegend')}>
        <ChoiceLinks
          label={t('serviceLegend')}
          choices={offer.services.map((entry) => ({
            key: entry.service,
            label: tServices(entry.service),
            query: bookingQuery({ service: entry.service }),
          }))}
        />
      </StepSection>
    </div>
  );
  return (
    <div className="container">
      <ClientMessages namespaces={BOOKING_NAMESPACES}>
        <BookingLoader offer={offer} address={address} firstStep={firstStep} />
      </ClientMessages>
    </div>
  );
}
