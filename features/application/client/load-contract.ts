import 'client-only';

import { loadOnce } from '@/lib/forms/load-once';
import type { Locale } from '@/lib/locales';

const loadModule = loadOnce(() => import('./contract'));

export const loadApplicationContract = (locale: Locale, scope: string) =>
  loadModule().then((module) => module.applicationContract(locale, scope));
