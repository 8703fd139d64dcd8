/** Text on a coloured surface must reach WCAG AA for normal text. */
export const AA_NORMAL_TEXT = 4.5;

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` (what the instance settings hold); anything else is not a colour we can check. */
export function parseHexColor(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

// WCAG 2.x relative luminance.
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * The text colour for a surface of `background`: black or white, whichever contrasts more.
 * One of the two always reaches at least 4.58:1 (the worst case is a background whose
 * luminance sits where both ratios are equal), so AA holds for any primary without
 * having to change the instance's colour. Null when `background` is not a hex colour.
 */
export function readableTextOn(background: string): { color: '#000' | '#fff'; ratio: number } | null {
  const rgb = parseHexColor(background);
  if (!rgb) return null;
  const onBlack = contrastRatio(rgb, BLACK);
  const onWhite = contrastRatio(rgb, WHITE);
  return onBlack >= onWhite ? { color: '#000', ratio: onBlack } : { color: '#fff', ratio: onWhite };
}

const toHex = (rgb: Rgb) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color`, or the nearest shade of it (mixed toward black or white, whichever the first
 * surface is farther from) that reaches AA as text on every one of `surfaces`: an instance's
 * primary stays its hue while links and outlines in it stay readable. Null when any is not a
 * hex colour.
 */
export function readableShadeOf(color: string, surfaces: string | readonly string[]): string | null {
  const rgb = parseHexColor(color);
  const backgrounds = (typeof surfaces === 'string' ? [surfaces] : surfaces).map(parseHexColor);
  if (!rgb || backgrounds.length === 0 || backgrounds.some((background) => !background)) return null;
  const readable = backgrounds as Rgb[];
  const toward = luminance(readable[0]!) > 0.18 ? BLACK : WHITE;
  for (let step = 0; step <= 20; step += 1) {
    const mix = step / 20;
    const shade = rgb.map((value, index) => value + (toward[index]! - value) * mix) as unknown as Rgb;
    const rounded = shade.map(Math.round) as unknown as Rgb;
    if (readable.every((background) => contrastRatio(rounded, background) >= AA_NORMAL_TEXT)) return toHex(shade);
  }
  return toHex(toward);
}
