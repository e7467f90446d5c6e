import { useFormatter, useLocale, useTranslations } from 'next-intl';

import { CLINIC_PRICE_CURRENCY } from '@/lib/clinic';
import type { Procedure } from '@/lib/site-texts/procedures';

import styles from './procedure-table.module.css';

/** Procedures with their usual duration and starting price; a list of rows that stacks on phones. */
export default function ProcedureTable({ procedures, caption }: { procedures: Procedure[]; caption: string }) {
  const t = useTranslations('ServicePage');
  const format = useFormatter();
  // A reader in the US does not know the dram sign: English writes the currency code ("AMD 15,000").
  const currencyDisplay = useLocale() === 'en' ? 'code' : 'narrowSymbol';
  const price = (value: number) =>
    format.number(value, { style: 'currency', currency: CLINIC_PRICE_CURRENCY, currencyDisplay, maximumFractionDigits: 0 });
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('procedure')}</th>
            <th scope="col">{t('duration')}</th>
            <th scope="col" className={styles.priceHead}>
              {t('price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {procedures.map((procedure) => (
            <tr key={procedure.id}>
              <th scope="row" className={styles.name}>
                {procedure.name}
              </th>
              <td className={styles.duration} data-label={t('duration')}>
                {procedure.duration}
              </td>
              <td className={styles.price} data-label={t('price')}>
                {t('priceFrom', { price: price(procedure.priceFrom) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('priceNote')}</p>
    </div>
  );
}
