/** Template colours (decision 0037): the format and the contrast rule, shared by the API and the admin. */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of `#rrggbb` (WCAG 2). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of white text on `#rrggbb`. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/**
 * The admin templates `/admin/change_admin_template` offers: named colour pairs (the first is the
 * built-in look). Choosing one saves its colours as `admin_primary_color`/`admin_accent_color`;
 * the configuration's template tab can then adjust them (the page shows no template as chosen).
 */
export const ADMIN_TEMPLATES = [
  { key: 'default', primary: null, accent: null },
  { key: 'indigo', primary: '#3730a3', accent: '#a5b4fc' },
  { key: 'forest', primary: '#166534', accent: '#86efac' },
  { key: 'plum', primary: '#6b21a8', accent: '#f0abfc' },
  { key: 'slate', primary: '#1e293b', accent: '#94a3b8' },
] as const satisfies readonly { key: string; primary: string | null; accent: string | null }[];
