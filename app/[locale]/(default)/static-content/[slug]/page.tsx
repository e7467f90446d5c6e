import { getTranslations } from 'next-intl/server';

import RichText from '@/components/ui/rich-text';
import { PrivacyNotes } from '@/features/content';
import { getStaticPage, STATIC_PAGE_SLUGS } from '@/features/content/server';
import { PageHeader } from '@/features/shell';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import { formatDate } from '@/lib/i18n/format';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { LOCALES } from '@/lib/locales';
import { staticContentRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { getContent } from '@/lib/site-texts';

import styles from './static-content.module.css';

type Params = LocaleParams<{ slug: string }>;

/** The policy page that also says, in the site's own words, what the site sends where. */
const PRIVACY_POLICY_SLUG = 'privacy-policy';

export const dynamicParams = true;

/** The API has no list call for static pages: the known ones are prerendered. */
export function generateStaticParams() {
  return LOCALES.flatMap((locale) => STATIC_PAGE_SLUGS.map((slug) => ({ locale, slug })));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const page = await getStaticPage(locale, slug);
  const description = page.body
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
  return pageMetadata({ locale, path: staticContentRoute(slug), title: page.title, description });
}

export default async function StaticContentPage({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const page = await getStaticPage(locale, slug);
  const t = await getTranslations('Content');
  return (
    <>
      <PageHeader title={page.title} breadcrumbs={[{ label: page.title }]}>
        <p className={styles.updated}>
          {t('updated')} <time dateTime={page.updatedAt}>{formatDate(page.updatedAt, locale, 'date', { timeZone: CLINIC_TIME_ZONE })}</time>
        </p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <RichText html={page.body} />
        {slug === PRIVACY_POLICY_SLUG ? <PrivacyNotes content={getContent(locale).privacy} /> : null}
      </div>
    </>
  );
}
