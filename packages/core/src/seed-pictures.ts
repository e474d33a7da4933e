import type { SharpConstructor } from 'sharp';
import { Files } from './files/files.js';

/**
 * The demo's pictures, drawn when the seed runs (the repository holds no image files): SVG built
 * here, rasterised and encoded to WebP by sharp, then uploaded through `Files.uploadImage` like an
 * admin's upload. Letters are drawn from the stroke alphabet below, not from a font, so a picture is
 * the same on every machine whatever fonts it has.
 */

/** Sizes the storefront draws them at: square product cards and gallery, the brand card's 2:1 box, the slider's 16:6. */
export const PICTURE_SIZES = {
  product: { width: 800, height: 800 },
  brand: { width: 480, height: 240 },
  slide: { width: 1600, height: 600 },
  /** The site's banner: the picture link previews show for a page without one of its own (1.91:1, Open Graph's). */
  banner: { width: 1200, height: 630 },
} as const;

/** A storefront performance goal counts the largest picture on the homepage; every demo picture stays under it. */
export const PICTURE_BYTE_BUDGET = 40 * 1024;

export type Silhouette = 'tote' | 'tee' | 'lamp' | 'page';

const channels = (colour: number) => [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff];
const css = (values: number[]) => `#${values.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** `colour` (0xRRGGBB) as CSS, moved towards white (`t` > 0) or black (`t` < 0) by |t|. */
function shade(colour: number, t = 0): string {
  const towards = t > 0 ? 255 : 0;
  return css(channels(colour).map((c) => c + (towards - c) * Math.abs(t)));
}

// ---------------------------------------------------------------------------------------------
// A monoline alphabet: capitals on a 14-unit cap height, drawn as strokes with round ends.

const GLYPHS: Record<string, { width: number; d: string }> = {
  A: { width: 10, d: 'M0 14L5 0L10 14M1.8 9H8.2' },
  B: { width: 9.5, d: 'M0 7H5.5A3.5 3.5 0 0 0 5.5 0H0V14H6A3.5 3.5 0 0 0 6 7' },
  C: { width: 9, d: 'M8.54 2.05A5 7 0 1 0 8.54 11.95' },
  D: { width: 10, d: 'M0 0H4A6 7 0 0 1 4 14H0Z' },
  E: { width: 9, d: 'M9 0H0V14H9M0 7H7.5' },
  F: { width: 9, d: 'M9 0H0V14M0 7H7.5' },
  G: { width: 10, d: 'M8.54 2.05A5 7 0 1 0 10 7H6' },
  H: { width: 10, d: 'M0 0V14M10 0V14M0 7H10' },
  I: { width: 0, d: 'M0 0V14' },
  J: { width: 8, d: 'M8 0V10A4 4 0 0 1 0 10' },
  K: { width: 9.5, d: 'M0 0V14M9 0L0 9M3.2 6.4L9.5 14' },
  L: { width: 8.5, d: 'M0 0V14H8.5' },
  M: { width: 12, d: 'M0 14V0L6 10L12 0V14' },
  N: { width: 10, d: 'M0 14V0L10 14V0' },
  O: { width: 10, d: 'M5 0A5 7 0 1 0 5 14A5 7 0 1 0 5 0' },
  P: { width: 9, d: 'M0 14V0H5.25A3.75 3.75 0 0 1 5.25 7.5H0' },
  Q: { width: 10, d: 'M5 0A5 7 0 1 0 5 14A5 7 0 1 0 5 0M6.5 10L10 14' },
  R: { width: 9.5, d: 'M0 14V0H5.25A3.75 3.75 0 0 1 5.25 7.5H0M5 7.5L9.5 14' },
  S: { width: 10, d: 'M8.9 1.75A4.5 3.5 0 1 0 5 7A4.5 3.5 0 1 1 1.1 12.25' },
  T: { width: 10, d: 'M0 0H10M5 0V14' },
  U: { width: 10, d: 'M0 0V9A5 5 0 0 0 10 9V0' },
  V: { width: 10, d: 'M0 0L5 14L10 0' },
  W: { width: 13, d: 'M0 0L3.25 14L6.5 4L9.75 14L13 0' },
  X: { width: 10, d: 'M0 0L10 14M10 0L0 14' },
  Y: { width: 10, d: 'M0 0L5 7L10 0M5 7V14' },
  Z: { width: 10, d: 'M0 0H10L0 14H10' },
};
const CAP = 14;

/** The characters of `text` this alphabet draws (A–Z, upper-cased), inner spaces kept as word gaps. */
const letters = (text: string) =>
  text
    .toUpperCase()
    .split('')
    .filter((ch) => ch === ' ' || GLYPHS[ch])
    .join('')
    .trim()
    .split('')
    .filter(Boolean);

/** Width of `text` in alphabet units, `tracking` units between letters, a word gap of 6. */
function measure(text: string, tracking: number): number {
  return letters(text).reduce((sum, ch, i) => sum + (ch === ' ' ? 6 : GLYPHS[ch]!.width) + (i > 0 ? tracking : 0), 0);
}

/** `text` centred on (cx, cy), `cap` pixels tall, strokes `weight` pixels wide. */
function lettering(text: string, o: { cx: number; cy: number; cap: number; weight: number; colour: string; tracking?: number }): string {
  const tracking = o.tracking ?? 3.5;
  const scale = o.cap / CAP;
  let x = 0;
  const parts: string[] = [];
  for (const [i, ch] of letters(text).entries()) {
    if (i > 0) x += tracking;
    if (ch === ' ') {
      x += 6;
      continue;
    }
    const glyph = GLYPHS[ch]!;
    parts.push(`<path transform="translate(${String(x)} 0)" d="${glyph.d}"/>`);
    x += glyph.width;
  }
  const left = o.cx - (x * scale) / 2;
  const top = o.cy - o.cap / 2;
  return (
    `<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})" fill="none" stroke="${o.colour}" ` +
    `stroke-width="${(o.weight / scale).toFixed(3)}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`
  );
}

/** Up to two initials: the first letters (A–Z) of the first two words. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => letters(word)[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('');

// ---------------------------------------------------------------------------------------------
// Silhouettes, drawn in an 800 × 800 frame around its centre; `label` is where initials may go.

interface Ink {
  fill: string;
  detail: string;
  light: string;
}

const SILHOUETTES: Record<Silhouette, { draw: (ink: Ink) => string; label?: { cx: number; cy: number; cap: number } }> = {
  tote: {
    draw: (ink) =>
      `<path d="M312 336C312 196 488 196 488 336" fill="none" stroke="${ink.fill}" stroke-width="26" stroke-linecap="round"/>` +
      `<path d="M236 316H564L542 640Q540 660 520 660H280Q260 660 258 640Z" fill="${ink.fill}"/>` +
      `<path d="M242 360H558" stroke="${ink.detail}" stroke-width="8" opacity="0.5"/>`,
    label: { cx: 400, cy: 510, cap: 76 },
  },
  tee: {
    draw: (ink) =>
      `<path d="M328 196Q400 256 472 196L586 238L664 344L588 396L556 356V646Q556 662 540 662H260Q244 662 244 646V356L212 396L136 344L214 238Z" fill="${ink.fill}"/>` +
      `<path d="M328 196Q400 256 472 196" fill="none" stroke="${ink.detail}" stroke-width="12" stroke-linecap="round"/>`,
    label: { cx: 400, cy: 450, cap: 64 },
  },
  lamp: {
    // Side view: base, two arms, the shade hanging from the upper joint and lighting the desk.
    draw: (ink) =>
      `<g transform="translate(-70 0)">` +
      `<ellipse cx="652" cy="656" rx="86" ry="12" fill="${ink.light}" opacity="0.8"/>` +
      `<rect x="230" y="612" width="220" height="42" rx="16" fill="${ink.fill}"/>` +
      `<path d="M340 616L290 410L520 290" fill="none" stroke="${ink.fill}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="290" cy="410" r="24" fill="${ink.detail}"/>` +
      `<g transform="translate(520 290) rotate(-20)">` +
      `<path d="M-52 134A52 26 0 0 0 52 134Z" fill="${ink.light}"/>` +
      `<path d="M-34 4Q0 -26 34 4L102 136H-102Z" fill="${ink.fill}"/>` +
      `<circle cx="0" cy="0" r="16" fill="${ink.detail}"/></g>` +
      `</g>`,
  },
  page: {
    draw: (ink) =>
      `<rect x="250" y="170" width="300" height="420" rx="22" fill="${ink.fill}"/>` +
      `<path d="M300 250H500M300 310H500M300 370H460M300 430H500M300 490H420" stroke="${ink.detail}" stroke-width="16" stroke-linecap="round"/>`,
  },
};

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}">${body}</svg>`;

/** A linear gradient `g`, corner to corner (or left to right when `across`). */
const gradient = (from: string, to: string, across = false) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="${across ? 0 : 1}"><stop offset="0" stop-color="${from}"/>` +
  `<stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

/**
 * A product picture: its silhouette, its initials printed on it where there is room, on a soft
 * two-tone ground in the product's colour. `front` is light with the product in its colour;
 * `colourway` is the same in reverse, so a product with two pictures shows a gallery.
 */
export function productPictureSvg(p: { name: string; colour: number; silhouette: Silhouette; view?: 'front' | 'colourway' }): string {
  const { width, height } = PICTURE_SIZES.product;
  const c = p.colour;
  const front = (p.view ?? 'front') === 'front';
  const ground = front ? [shade(c, 0.92), shade(c, 0.8)] : [shade(c, 0.05), shade(c, -0.3)];
  const ink: Ink = front
    ? { fill: shade(c), detail: shade(c, -0.35), light: shade(c, 0.9) }
    : { fill: shade(c, 0.9), detail: shade(c, 0.55), light: shade(c, 0.97) };
  const shape = SILHOUETTES[p.silhouette];
  const mark = initials(p.name);
  return svg(
    width,
    height,
    `${gradient(ground[0]!, ground[1]!)}<rect width="800" height="800" fill="url(#g)"/>` +
      `<circle cx="400" cy="420" r="300" fill="${front ? shade(c, 0.68) : shade(c, 0.22)}" opacity="0.6"/>` +
      `<ellipse cx="400" cy="668" rx="220" ry="20" fill="${shade(c, -0.6)}" opacity="${front ? 0.14 : 0.3}"/>` +
      shape.draw(ink) +
      (shape.label && mark ? lettering(mark, { ...shape.label, weight: shape.label.cap / 7, colour: front ? ink.light : shade(c) }) : ''),
  );
}

/** A brand's logo: a disc with its initial in the brand's colour, beside its name in capitals. */
export function brandLogoSvg(b: { title: string; colour: number }): string {
  const { width, height } = PICTURE_SIZES.brand;
  const c = b.colour;
  const r = 64;
  const gap = 26;
  const margin = 32;
  const tracking = 4;
  const name = letters(b.title).join('');
  // The name as large as fits beside the disc, never taller than 30 px.
  const units = measure(name, tracking);
  const cap = units ? Math.min(30, ((width - 2 * margin - 2 * r - gap) * CAP) / units) : 0;
  const nameWidth = (units * cap) / CAP;
  const left = (width - (2 * r + (units ? gap + nameWidth : 0))) / 2;
  const cy = height / 2;
  return svg(
    width,
    height,
    `${gradient(shade(c, 0.95), shade(c, 0.86))}<rect width="${String(width)}" height="${String(height)}" fill="url(#g)"/>` +
      `<circle cx="${String(left + r)}" cy="${String(cy)}" r="${String(r)}" fill="${shade(c)}"/>` +
      `<circle cx="${String(left + r)}" cy="${String(cy)}" r="${String(r - 9)}" fill="none" stroke="${shade(c, 0.9)}" stroke-width="3" opacity="0.7"/>` +
      lettering(initials(b.title).slice(0, 1), { cx: left + r, cy, cap: 56, weight: 9, colour: shade(c, 0.97) }) +
      (units
        ? lettering(name, {
            cx: left + 2 * r + gap + nameWidth / 2,
            cy,
            cap,
            weight: Math.max(3, cap / 7),
            colour: shade(c, -0.35),
            tracking,
          })
        : ''),
  );
}

/**
 * A slide: a two-tone ground left to right, soft rings, and its motifs in the middle of the upper
 * part: the caption sits at the bottom, and a phone shows only the middle (the carousel covers 4:3).
 */
export function slideSvg(
  s: { colours: readonly [number, number]; motifs: readonly Silhouette[] },
  box: { width: number; height: number } = PICTURE_SIZES.slide,
): string {
  const { width, height } = box;
  const [from, to] = s.colours;
  const ink: Ink = { fill: shade(from, 0.94), detail: shade(from, 0.45), light: '#ffffff' };
  // Three motifs fit the middle 800 pixels a phone keeps, above the caption.
  const size = 400;
  const step = 280;
  const motifs = s.motifs
    .map((m, i) => {
      const x = width / 2 + (i - (s.motifs.length - 1) / 2) * step - size / 2;
      return `<g transform="translate(${String(x)} 0) scale(${String(size / 800)})">${SILHOUETTES[m].draw(ink)}</g>`;
    })
    .join('');
  return svg(
    width,
    height,
    gradient(shade(from), shade(to), true) +
      `<rect width="${String(width)}" height="${String(height)}" fill="url(#g)"/>` +
      `<circle cx="1380" cy="120" r="260" fill="#ffffff" opacity="0.08"/>` +
      `<circle cx="220" cy="520" r="300" fill="#ffffff" opacity="0.06"/>` +
      `<circle cx="800" cy="236" r="250" fill="#ffffff" opacity="0.1"/>` +
      motifs,
  );
}

/** sharp (native libvips, from its platform package) is loaded by the first picture: a seed that draws none never pays for it. */
let encoder: Promise<SharpConstructor> | undefined;

/**
 * The SVG rasterised at its own size and encoded as WebP: lossy keeps flat colours and soft gradients
 * small (6–13 kB here); effort 2 costs half the CPU of the default 4 for a few per cent more bytes.
 */
export async function webp(svgText: string): Promise<Uint8Array> {
  encoder ??= import('sharp').then((m) => m.default);
  const sharp = await encoder;
  return new Uint8Array(await sharp(Buffer.from(svgText)).webp({ quality: 82, effort: 2 }).toBuffer());
}

/** Draws and uploads pictures side by side, as the admin's upload route stores them; answers their keys in order. */
export function uploadPictures(svgs: readonly string[]): Promise<string[]> {
  const keys = Promise.all(svgs.map(async (s) => (await Files.uploadImage(await webp(s))).path));
  // Callers may start it early and await it later: a failure meanwhile is theirs to see then, not an unhandled rejection.
  keys.catch(() => undefined);
  return keys;
}
