/**
 * Images of the demo clinic API, drawn here as small SVGs in the site's palette and served under
 * `/media/<path>`. Each seed record names its image by path; the size is known up front.
 */
import type { Locale } from '@/lib/locales';
import type { Localized } from '@/mocks/lib/localized';

export const PALETTE = {
  sky: '#00aeef',
  deep: '#0072a3',
  mist: '#e6f7fd',
  sun: '#f6c453',
  peach: '#f4a259',
  coral: '#e76f51',
  leaf: '#5bb98c',
  ink: '#17324d',
  white: '#ffffff',
} as const;

export interface MediaAsset {
  width: number;
  height: number;
  render: () => string;
}

const registry = new Map<string, MediaAsset>();

export function defineMedia(path: string, width: number, height: number, render: () => string): string {
  registry.set(path, { width, height, render });
  return path;
}

export function findMedia(path: string): MediaAsset | undefined {
  return registry.get(path);
}

export function mediaPaths(): string[] {
  return [...registry.keys()];
}

export interface ImageRef {
  path: string;
  alt: Localized;
}

/** The contract's image object: absolute URL on the API's own origin. */
export function toImage(ref: ImageRef, origin: string, locale: Locale) {
  const asset = registry.get(ref.path);
  if (!asset) throw new Error(`unknown media ${ref.path}`);
  return { url: `${origin}/media/${ref.path}`, width: asset.width, height: asset.height, alt: ref.alt[locale] };
}

function svg(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

/* ---------- portraits (400 × 500) ---------- */

export interface PortraitLook {
  skin: string;
  hair: string;
  coat: string;
  background: string;
  longHair: boolean;
}

export function portraitSvg(look: PortraitLook): string {
  const hair = look.longHair
    ? `<path d="M128 210c0-70 32-112 72-112s72 42 72 112v90h-26v-78c-14-20-30-32-46-36-16 4-32 16-46 36v78h-26z" fill="${look.hair}"/>`
    : `<path d="M136 190c0-54 28-86 64-86s64 32 64 86c-12-26-36-40-64-40s-52 14-64 40z" fill="${look.hair}"/>`;
  return svg(
    400,
    500,
    '0 0 400 500',
    `<rect width="400" height="500" fill="${look.background}"/>` +
      `<circle cx="330" cy="80" r="120" fill="${PALETTE.white}" opacity=".35"/>` +
      `<path d="M60 500c0-96 62-150 140-150s140 54 140 150z" fill="${look.coat}"/>` +
      `<path d="M170 352l30 60 30-60z" fill="${PALETTE.white}"/>` +
      `<rect x="182" y="300" width="36" height="56" rx="12" fill="${look.skin}"/>` +
      `<ellipse cx="200" cy="222" rx="64" ry="78" fill="${look.skin}"/>` +
      hair +
      `<path d="M150 380c-6 40 6 70 26 78m74-78c6 40-6 70-26 78" stroke="${PALETTE.ink}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<circle cx="176" cy="460" r="9" fill="${PALETTE.ink}"/>`,
  );
}

/* ---------- news covers (1200 × 630) ---------- */

export type NewsMotif = 'tooth' | 'ear' | 'flask' | 'leaf' | 'waves' | 'profile' | 'clipboard' | 'sun' | 'globe' | 'eye' | 'drop';

const MOTIFS: Record<NewsMotif, string> = {
  tooth: `<path d="M520 200c40-30 80-10 80-10s40-20 80 10c40 32 24 110 6 160-14 40-16 110-46 110-24 0-20-80-40-80s-16 80-40 80c-30 0-32-70-46-110-18-50-34-128 6-160z" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/>`,
  ear: `<path d="M560 450c-40 0-60-40-40-70 20-28 10-50-6-80-30-60 10-140 90-140 70 0 110 60 100 120-6 40-40 56-50 90-10 40-40 80-94 80z" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/><path d="M600 250c40 0 60 30 50 60" stroke="${PALETTE.sky}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  flask: `<path d="M560 170h80v120l90 150c10 20-4 40-26 40H496c-22 0-36-20-26-40l90-150z" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/><path d="M500 420l50-80h100l50 80z" fill="${PALETTE.sky}"/><circle cx="600" cy="380" r="12" fill="${PALETTE.white}"/>`,
  leaf: `<path d="M480 470c0-200 120-300 260-300 0 180-100 300-260 300z" fill="${PALETTE.leaf}"/><path d="M490 460c60-80 120-150 220-250" stroke="${PALETTE.white}" stroke-width="10" fill="none"/><circle cx="520" cy="220" r="14" fill="${PALETTE.sun}"/><circle cx="470" cy="280" r="10" fill="${PALETTE.sun}"/>`,
  waves: `<path d="M600 460L470 220a180 180 0 0 1 260 0z" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/><path d="M520 250a120 120 0 0 1 160 0M545 300a80 80 0 0 1 110 0M570 350a40 40 0 0 1 60 0" stroke="${PALETTE.sky}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  profile: `<path d="M640 160c-70 0-120 50-120 120 0 20 6 30-10 60l-30 46c-6 10 0 20 12 20h30v30c0 20 14 34 34 34h40v50h120V160z" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/><path d="M500 340q30 10 44-16" stroke="${PALETTE.sky}" stroke-width="8" fill="none"/>`,
  clipboard: `<rect x="500" y="170" width="200" height="290" rx="18" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/><rect x="550" y="150" width="100" height="44" rx="12" fill="${PALETTE.sky}"/><path d="M540 260l20 20 36-40M540 340l20 20 36-40M620 262h50M620 342h50M540 410h130" stroke="${PALETTE.deep}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  sun: `<circle cx="600" cy="315" r="90" fill="${PALETTE.sun}"/><g stroke="${PALETTE.peach}" stroke-width="12" stroke-linecap="round"><path d="M600 170v-40M600 500v-40M455 315h-40M785 315h-40M498 213l-28-28M730 445l-28-28M498 417l-28 28M730 185l-28 28"/></g>`,
  globe: `<circle cx="600" cy="315" r="140" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/><path d="M460 315h280M600 175c-60 70-60 210 0 280M600 175c60 70 60 210 0 280M480 245h240M480 385h240" stroke="${PALETTE.sky}" stroke-width="8" fill="none"/>`,
  eye: `<path d="M440 315c90-120 230-120 320 0-90 120-230 120-320 0z" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/><circle cx="600" cy="315" r="56" fill="${PALETTE.sky}"/><circle cx="600" cy="315" r="22" fill="${PALETTE.ink}"/>`,
  drop: `<path d="M600 160c60 90 120 160 120 220a120 120 0 0 1-240 0c0-60 60-130 120-220z" fill="${PALETTE.coral}"/><path d="M560 380a44 44 0 0 0 44 44" stroke="${PALETTE.white}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
};

export function newsCoverSvg(motif: NewsMotif, accent: string): string {
  return svg(
    1200,
    630,
    '0 0 1200 630',
    `<rect width="1200" height="630" fill="${PALETTE.mist}"/>` +
      `<circle cx="160" cy="540" r="220" fill="${accent}" opacity=".25"/>` +
      `<circle cx="1080" cy="90" r="170" fill="${PALETTE.sky}" opacity=".2"/>` +
      `<circle cx="600" cy="315" r="230" fill="${PALETTE.sky}" opacity=".15"/>` +
      MOTIFS[motif],
  );
}

/* ---------- gallery scenes (1200 × 800, thumbnails 400 × 267) ---------- */

export type GalleryScene =
  | 'reception'
  | 'corridor'
  | 'waiting'
  | 'dental-room'
  | 'ward'
  | 'ultrasound'
  | 'microscope'
  | 'analyzer'
  | 'ct'
  | 'endoscope'
  | 'team'
  | 'surgeons'
  | 'nurses'
  | 'consultation'
  | 'operating-room'
  | 'sterilization';

const floor = `<rect y="560" width="1200" height="240" fill="#d8eef7"/>`;
const windowPane = (x: number) =>
  `<rect x="${x}" y="110" width="220" height="260" rx="8" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="8"/><path d="M${x + 110} 110v260M${x} 240h220" stroke="${PALETTE.deep}" stroke-width="6"/><circle cx="${x + 160}" cy="170" r="26" fill="${PALETTE.sun}"/>`;
const person = (x: number, coat: string, skin = '#e8b894', hair: string = PALETTE.ink) =>
  `<path d="M${x - 70} 640c0-110 30-170 70-170s70 60 70 170z" fill="${coat}"/><circle cx="${x}" cy="420" r="48" fill="${skin}"/><path d="M${x - 48} 410c0-40 22-60 48-60s48 20 48 60c-14-18-30-24-48-24s-34 6-48 24z" fill="${hair}"/>`;
const plant = (x: number) =>
  `<rect x="${x - 30}" y="500" width="60" height="70" rx="8" fill="${PALETTE.peach}"/><path d="M${x} 500c-40-60-30-110 0-140 30 30 40 80 0 140zM${x} 500c-70-20-90-60-80-90 40 0 70 30 80 90zM${x} 500c70-20 90-60 80-90-40 0-70 30-80 90z" fill="${PALETTE.leaf}"/>`;
const screen = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${PALETTE.ink}"/><path d="M${x + 20} ${y + h * 0.6}l${w * 0.2} -${h * 0.3} ${w * 0.2} ${h * 0.2} ${w * 0.2} -${h * 0.35} ${w * 0.2} ${h * 0.25}" stroke="${PALETTE.sky}" stroke-width="6" fill="none"/>`;

const SCENES: Record<GalleryScene, string> = {
  reception:
    windowPane(820) +
    `<rect x="260" y="430" width="520" height="150" rx="14" fill="${PALETTE.sky}"/><rect x="260" y="410" width="520" height="30" rx="8" fill="${PALETTE.deep}"/>` +
    person(520, PALETTE.white) +
    plant(170),
  corridor:
    `<path d="M0 0h1200L820 260H380z" fill="${PALETTE.white}"/><path d="M380 260h440v300H380z" fill="${PALETTE.mist}"/><path d="M0 800l380-240h440l380 240z" fill="#d8eef7"/>` +
    `<rect x="120" y="220" width="140" height="300" fill="${PALETTE.sky}" opacity=".8"/><rect x="940" y="220" width="140" height="300" fill="${PALETTE.sky}" opacity=".8"/><rect x="540" y="320" width="120" height="240" fill="${PALETTE.deep}"/>`,
  waiting:
    windowPane(120) +
    `<g fill="${PALETTE.sky}"><rect x="440" y="470" width="140" height="90" rx="16"/><rect x="600" y="470" width="140" height="90" rx="16"/><rect x="760" y="470" width="140" height="90" rx="16"/></g>` +
    `<g fill="${PALETTE.deep}"><rect x="440" y="390" width="140" height="90" rx="16"/><rect x="600" y="390" width="140" height="90" rx="16"/><rect x="760" y="390" width="140" height="90" rx="16"/></g>` +
    plant(1020),
  'dental-room':
    windowPane(860) +
    `<path d="M260 560l120-120h260l80-120 40 20-70 140v80z" fill="${PALETTE.sky}"/><rect x="300" y="560" width="360" height="40" rx="10" fill="${PALETTE.deep}"/>` +
    `<circle cx="560" cy="180" r="60" fill="${PALETTE.sun}"/><path d="M560 240v120" stroke="${PALETTE.ink}" stroke-width="10"/>`,
  ward:
    windowPane(760) +
    `<rect x="180" y="440" width="480" height="90" rx="14" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="8"/><rect x="180" y="400" width="120" height="60" rx="20" fill="${PALETTE.mist}" stroke="${PALETTE.deep}" stroke-width="6"/><path d="M200 530v60M640 530v60" stroke="${PALETTE.deep}" stroke-width="12"/>` +
    screen(700, 420, 160, 110),
  ultrasound:
    screen(620, 180, 360, 240) +
    `<rect x="640" y="440" width="320" height="120" rx="14" fill="${PALETTE.deep}"/><path d="M180 500h380v60H180z" fill="${PALETTE.sky}"/><path d="M560 380l60-40" stroke="${PALETTE.ink}" stroke-width="14" stroke-linecap="round"/>`,
  microscope:
    `<rect x="460" y="540" width="300" height="40" rx="10" fill="${PALETTE.deep}"/><path d="M640 540V380l-60-160" stroke="${PALETTE.ink}" stroke-width="30" stroke-linecap="round" fill="none"/><rect x="520" y="170" width="60" height="140" rx="14" transform="rotate(-20 550 240)" fill="${PALETTE.sky}"/><rect x="500" y="440" width="200" height="24" rx="6" fill="${PALETTE.ink}"/>` +
    `<circle cx="300" cy="300" r="90" fill="${PALETTE.white}" stroke="${PALETTE.sky}" stroke-width="10"/><g fill="${PALETTE.coral}"><circle cx="280" cy="280" r="14"/><circle cx="320" cy="320" r="10"/><circle cx="300" cy="250" r="8"/></g>`,
  analyzer:
    `<rect x="300" y="220" width="600" height="340" rx="20" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/>` +
    screen(340, 260, 220, 140) +
    `<g fill="${PALETTE.coral}"><rect x="620" y="300" width="24" height="90" rx="10"/><rect x="660" y="300" width="24" height="90" rx="10"/><rect x="700" y="300" width="24" height="90" rx="10"/></g><g fill="${PALETTE.sun}"><rect x="740" y="300" width="24" height="90" rx="10"/><rect x="780" y="300" width="24" height="90" rx="10"/></g>`,
  ct: `<circle cx="600" cy="360" r="210" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="14"/><circle cx="600" cy="360" r="110" fill="${PALETTE.mist}" stroke="${PALETTE.sky}" stroke-width="12"/><rect x="300" y="470" width="600" height="50" rx="14" fill="${PALETTE.sky}"/>`,
  endoscope:
    screen(160, 180, 380, 250) +
    `<path d="M760 560V300c0-60 80-60 80 0v40" stroke="${PALETTE.ink}" stroke-width="16" fill="none" stroke-linecap="round"/><circle cx="840" cy="360" r="26" fill="${PALETTE.sky}"/><rect x="680" y="540" width="200" height="40" rx="10" fill="${PALETTE.deep}"/>`,
  team:
    person(300, PALETTE.white) +
    person(480, PALETTE.sky, '#d9a27c', '#4a2c1d') +
    person(660, PALETTE.white, '#f0c9a8', '#8a5a3b') +
    person(840, PALETTE.deep, '#e8b894'),
  surgeons:
    `<circle cx="600" cy="120" r="90" fill="${PALETTE.sun}" opacity=".8"/>` +
    person(420, PALETTE.leaf) +
    person(780, PALETTE.leaf, '#d9a27c', '#4a2c1d') +
    `<rect x="360" y="600" width="480" height="60" rx="12" fill="${PALETTE.deep}"/>`,
  nurses: windowPane(880) + person(360, PALETTE.sky, '#f0c9a8', '#8a5a3b') + person(600, PALETTE.sky) + plant(150),
  consultation:
    `<rect x="300" y="520" width="600" height="40" rx="10" fill="${PALETTE.deep}"/>` +
    person(400, PALETTE.white) +
    person(800, PALETTE.peach, '#f0c9a8', '#8a5a3b') +
    `<rect x="540" y="460" width="120" height="70" rx="8" fill="${PALETTE.white}" stroke="${PALETTE.sky}" stroke-width="6"/>`,
  'operating-room':
    `<ellipse cx="600" cy="150" rx="200" ry="60" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/><g fill="${PALETTE.sun}"><circle cx="520" cy="150" r="24"/><circle cx="600" cy="150" r="24"/><circle cx="680" cy="150" r="24"/></g><path d="M600 90V0" stroke="${PALETTE.deep}" stroke-width="14"/>` +
    `<rect x="300" y="460" width="600" height="70" rx="16" fill="${PALETTE.leaf}"/><path d="M600 530v60" stroke="${PALETTE.ink}" stroke-width="20"/>` +
    screen(940, 300, 180, 130),
  sterilization: `<rect x="320" y="200" width="560" height="360" rx="20" fill="${PALETTE.white}" stroke="${PALETTE.deep}" stroke-width="10"/><circle cx="520" cy="380" r="120" fill="${PALETTE.mist}" stroke="${PALETTE.sky}" stroke-width="14"/><rect x="700" y="260" width="130" height="60" rx="8" fill="${PALETTE.ink}"/><g fill="${PALETTE.leaf}"><circle cx="720" cy="380" r="14"/><circle cx="770" cy="380" r="14"/></g><circle cx="820" cy="380" r="14" fill="${PALETTE.coral}"/>`,
};

export function gallerySceneSvg(scene: GalleryScene, width: number, height: number, background: string): string {
  return svg(width, height, '0 0 1200 800', `<rect width="1200" height="800" fill="${background}"/>` + floor + SCENES[scene]);
}

/* ---------- certificates (600 × 850) ---------- */

export function certificateSvg(ribbon: string, lines: number): string {
  const rows = Array.from(
    { length: lines },
    (_, i) => `<rect x="110" y="${330 + i * 44}" width="${380 - (i % 3) * 60}" height="14" rx="7" fill="#c9dde8"/>`,
  ).join('');
  return svg(
    600,
    850,
    '0 0 600 850',
    `<rect width="600" height="850" fill="#fdfaf2"/>` +
      `<rect x="30" y="30" width="540" height="790" fill="none" stroke="${PALETTE.deep}" stroke-width="6"/>` +
      `<rect x="48" y="48" width="504" height="754" fill="none" stroke="${PALETTE.sky}" stroke-width="2"/>` +
      `<rect x="150" y="120" width="300" height="26" rx="13" fill="${PALETTE.deep}"/>` +
      `<rect x="200" y="175" width="200" height="16" rx="8" fill="${PALETTE.sky}"/>` +
      `<path d="M110 270h380" stroke="${PALETTE.sun}" stroke-width="4"/>` +
      rows +
      `<path d="M410 700l-30 90 40-20 20 40 20-100zM470 700l30 90-40-20-20 40-20-100z" fill="${ribbon}"/>` +
      `<circle cx="440" cy="680" r="60" fill="${PALETTE.sun}" stroke="${PALETTE.peach}" stroke-width="8"/>` +
      `<circle cx="440" cy="680" r="36" fill="none" stroke="${PALETTE.white}" stroke-width="4"/>` +
      `<path d="M110 730h200" stroke="${PALETTE.ink}" stroke-width="3"/>`,
  );
}
