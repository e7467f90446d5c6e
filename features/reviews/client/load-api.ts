import 'client-only';
import type { Locale } from '@/lib/locales';
import { loadOnce } from '@/lib/forms/load-once';

export const loadReviewsApi = loadOnce(() => import('./api'));

export const loadReviewContract = (locale: Locale) => loadReviewsApi().then((module) => module.reviewContract(locale));
