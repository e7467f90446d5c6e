import { certificateSvg, defineMedia, PALETTE, type ImageRef } from '@/mocks/lib/images';
import type { Localized } from '@/mocks/lib/localized';

export interface CertificateSeed {
  id: number;
  title: Localized;
  issuer: Localized;
  year: number;
  image: ImageRef;
}

const RIBBONS = [PALETTE.deep, PALETTE.coral, PALETTE.sky, PALETTE.leaf];

function certificate(id: number, year: number, title: Localized, issuer: Localized): CertificateSeed {
  const path = defineMedia(`certificates/${id}.svg`, 600, 850, () => certificateSvg(RIBBONS[id % RIBBONS.length], 5 + (id % 4)));
  return { id, year, title, issuer, image: { path, alt: title } };
}

export const CERTIFICATES: CertificateSeed[] = [
  certificate(
    1,
    2019,
    { hy: 'Բժշկական գործունեության լիցենզիա', ru: 'Лицензия на медицинскую деятельность', en: 'License for medical practice' },
    { hy: 'ՀՀ առողջապահության նախարարություն', ru: 'Министерство здравоохранения РА', en: 'Ministry of Health of the Republic of Armenia' },
  ),
  certificate(
    2,
    2023,
    {
      hy: 'Որակի կառավարման համակարգ ISO 9001:2015',
      ru: 'Система менеджмента качества ISO 9001:2015',
      en: 'Quality management system ISO 9001:2015',
    },
    { hy: 'Ստանդարտների ազգային ինստիտուտ', ru: 'Национальный институт стандартов', en: 'National Institute of Standards' },
  ),
  certificate(
    3,
    2024,
    {
      hy: 'Լաբորատորիայի հավատարմագրում ISO 15189',
      ru: 'Аккредитация лаборатории по ISO 15189',
      en: 'Laboratory accreditation to ISO 15189',
    },
    { hy: 'Հավատարմագրման ազգային մարմին', ru: 'Национальный орган по аккредитации', en: 'National Accreditation Body' },
  ),
  certificate(
    4,
    2025,
    {
      hy: 'Որակի արտաքին գնահատման ծրագրի մասնակցի վկայական',
      ru: 'Сертификат участника программы внешней оценки качества',
      en: 'Certificate of participation in external quality assessment',
    },
    { hy: 'RIQAS միջազգային ծրագիր', ru: 'Международная программа RIQAS', en: 'RIQAS international scheme' },
  ),
  certificate(
    5,
    2021,
    {
      hy: 'Ճառագայթային անվտանգության թույլտվություն',
      ru: 'Разрешение в области радиационной безопасности',
      en: 'Radiation safety permit',
    },
    {
      hy: 'Միջուկային անվտանգության կարգավորման կոմիտե',
      ru: 'Комитет по регулированию ядерной безопасности',
      en: 'Nuclear Safety Regulatory Committee',
    },
  ),
  certificate(
    6,
    2015,
    {
      hy: 'Դեմքի պլաստիկ վիրաբուժության դիպլոմ',
      ru: 'Диплом по лицевой пластической хирургии',
      en: 'Diploma in facial plastic surgery',
    },
    {
      hy: 'Դեմքի պլաստիկ վիրաբուժության եվրոպական ակադեմիա',
      ru: 'Европейская академия лицевой пластической хирургии',
      en: 'European Academy of Facial Plastic Surgery',
    },
  ),
  certificate(
    7,
    2018,
    { hy: 'Իմպլանտոլոգիայի վկայական', ru: 'Сертификат по имплантологии', en: 'Certificate in implant dentistry' },
    {
      hy: 'Իմպլանտոլոգիայի միջազգային թիմ (ITI)',
      ru: 'Международная команда имплантологов (ITI)',
      en: 'International Team for Implantology (ITI)',
    },
  ),
];
