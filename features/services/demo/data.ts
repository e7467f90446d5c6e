import type { ServiceSlug } from '@/lib/routes';
import type { Localized } from '@/mocks/lib/localized';

/** Service names as the clinic's records show them (appointments, documents): the same as the site's menu. */
export const SERVICE_TITLES: Record<ServiceSlug, Localized> = {
  ent: { hy: 'ԼՕՌ (քիթ-կոկորդ-ականջ)', ru: 'ЛОР (ухо, горло, нос)', en: 'ENT (ear, nose and throat)' },
  lab: { hy: 'Լաբորատորիա', ru: 'Лаборатория', en: 'Laboratory' },
  dentistry: { hy: 'Ստոմատոլոգիա', ru: 'Стоматология', en: 'Dentistry' },
  sonography: { hy: 'Ուլտրաձայնային ախտորոշում', ru: 'Ультразвуковая диагностика', en: 'Ultrasound' },
  rhinoplasty: { hy: 'Ռինոպլաստիկա', ru: 'Ринопластика', en: 'Rhinoplasty' },
  'plastic-surgery': { hy: 'Պլաստիկ վիրաբուժություն', ru: 'Пластическая хирургия', en: 'Plastic surgery' },
  'maxillofacial-surgery': {
    hy: 'Դիմածնոտային վիրաբուժություն',
    ru: 'Челюстно-лицевая хирургия',
    en: 'Maxillofacial surgery',
  },
};
