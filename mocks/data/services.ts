import type { ServiceSlug } from '@/lib/routes';
import type { Localized } from './localized';

/** Service names as the clinic's records show them (appointments, documents). */
export const SERVICE_TITLES: Record<ServiceSlug, Localized> = {
  ent: { hy: 'Քիթ-կոկորդ-ականջ (ԼՕՌ)', ru: 'ЛОР (ухо, горло, нос)', en: 'ENT (ear, nose and throat)' },
  lab: { hy: 'Լաբորատոր հետազոտություններ', ru: 'Лабораторные исследования', en: 'Laboratory tests' },
  dentistry: { hy: 'Ստոմատոլոգիա', ru: 'Стоматология', en: 'Dentistry' },
  sonography: { hy: 'Ուլտրաձայնային հետազոտություն', ru: 'Ультразвуковая диагностика', en: 'Ultrasound diagnostics' },
  rhinoplasty: { hy: 'Ռինոպլաստիկա', ru: 'Ринопластика', en: 'Rhinoplasty' },
  'plastic-surgery': { hy: 'Պլաստիկ վիրաբուժություն', ru: 'Пластическая хирургия', en: 'Plastic surgery' },
  'maxillofacial-surgery': {
    hy: 'Դիմածնոտային վիրաբուժություն',
    ru: 'Челюстно-лицевая хирургия',
    en: 'Oral and maxillofacial surgery',
  },
};
