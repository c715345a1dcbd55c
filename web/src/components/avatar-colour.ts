/**
 * Avatar background colours that keep the white initials readable: WCAG 2.x AA asks for a contrast ratio of
 * at least 4.5:1 for normal text (https://www.w3.org/TR/WCAG22/#contrast-minimum). Each hue keeps the
 * avatar's saturation (55 %) and starts at 42 % lightness; hues too light there (yellow, green, cyan) are
 * darkened one percent at a time until white on the rounded sRGB colour reaches the ratio.
 */

/** The text colour of every avatar. */
export const AVATAR_TEXT = '#ffffff';
/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

const SATURATION = 0.55;
const START_LIGHTNESS = 0.42;

/** sRGB channels 0–255 (rounded) of an HSL colour (hue in degrees, saturation and lightness 0–1). */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - chroma / 2 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG relative luminance of sRGB channels 0–255. */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

function hex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The background of an avatar of hue `hue` (0–359) as `#rrggbb`, with contrast ≥ 4.5 against white. */
export function avatarBackground(hue: number): string {
  for (let lightness = START_LIGHTNESS; lightness > 0; lightness -= 0.01) {
    const rgb = hslToRgb(((hue % 360) + 360) % 360, SATURATION, lightness);
    if (1.05 / (luminance(rgb) + 0.05) >= MIN_CONTRAST) return hex(rgb);
  }
  return '#000000';
}
