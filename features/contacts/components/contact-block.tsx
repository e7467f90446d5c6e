import { getTranslations } from 'next-intl/server';

import { CLINIC_CONTACTS } from '@/lib/clinic';

import styles from './contact-block.module.css';

/** The clinic's phone, e-mail, Instagram and Telegram, from the one constant in lib/site.ts. */
export default async function ContactBlock({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = await getTranslations('Footer');
  const { phone, email, instagram, telegram } = CLINIC_CONTACTS;
  const items = [
    { label: t('phone'), ...phone, external: false },
    { label: t('email'), ...email, external: false },
    { label: t('instagram'), ...instagram, external: true },
    { label: t('telegram'), ...telegram, external: true },
  ];
  return (
    <address className={styles.block} data-tone={tone}>
      <dl className={styles.list}>
        {items.map((item, index) => (
          <div key={index}>
            <dt>{item.label}</dt>
            <dd>
              <a href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {item.display}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </address>
  );
}
