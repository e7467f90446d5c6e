import 'client-only';

import { loadOnce } from '@/lib/forms/load-once';
import type { Locale } from '@/lib/locales';

export const loadReviewsApi = loadOnce(() => import('./api'));

export const loadReviewContract = (locale: Locale) => loadReviewsApi().then((module) => module.reviewContract(locale));
