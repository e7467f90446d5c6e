import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

import { BuildWatcher, HtmlDocument, NavigationProgress } from '@/features/shell';
import AfterHydration from '@/lib/app/after-hydration';
import { publicOrigin } from '@/lib/http/public-origin';
import { routing } from '@/lib/i18n/routing';
import { LOCALES } from '@/lib/locales';
import { SITE } from '@/lib/site';

import '@/app/globals.css';

/**
 * The one revalidation interval of every page below: prerendered, refreshed on demand through the content
 * webhook (app/api/revalidate), and at least hourly as a safety net. Next reads segment config only as a
 * literal; tests/api/revalidate-interval.test.ts keeps it equal to PAGE_REVALIDATE_SECONDS.
 */
export const revalidate = 3600;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/**
 * Only the three languages: any other first segment (`/apiX`, `/a1.b`, paths the middleware skips) is a 404
 * that Next answers without rendering the layout, so it leaves no cache entry. Content segments below set
 * their own `dynamicParams` and are checked against the slug index by the middleware (lib/not-found).
 */
export const dynamicParams = false;

export const viewport: Viewport = {
  themeColor: '#00aeef',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    metadataBase: new URL(publicOrigin()),
    title: { default: SITE.brand, template: `%s | ${SITE.brand}` },
    description: t('siteDescription'),
    applicationName: SITE.brand,
    icons: { icon: '/icon.svg' },
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return (
    <HtmlDocument locale={locale}>
      {children}
      <AfterHydration>
        <NavigationProgress />
      </AfterHydration>
      <BuildWatcher />
    </HtmlDocument>
  );
}
