import 'client-only';
import type { Locale } from '@/lib/locales';
import { loadOnce } from '@/lib/forms/load-once';

const loadModule = loadOnce(() => import('./contract'));

export const loadApplicationContract = (locale: Locale, scope: string) => loadModule().then((module) => module.applicationContract(locale, scope));
