import { z } from 'zod';

/** `#` plus 3 or 6 hex digits (spec §5). */
export const hexColorRegex = /^#[\da-f]{3}([\da-f]{3})?$/i;

export const hexColorGuard = z.string().regex(hexColorRegex);

/** Default primary colour of a fresh tenant (spec §9). */
export const defaultPrimaryColor = '#6139F6';

type Hsl = { hue: number; saturation: number; lightness: number };

const expandHex = (hex: string): string => {
  const digits = hex.slice(1);
  return digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
};

// HSL is kept in whole degrees and whole percent: the tenant seed (#6139F6 → #8768F8) was
// produced that way, and unrounded maths lands one step off (#886AF8).
const hexToHsl = (hex: string): Hsl => {
  const digits = expandHex(hex);
  const [red, green, blue] = [0, 2, 4].map(
    (start) => Number.parseInt(digits.slice(start, start + 2), 16) / 255,
  ) as [number, number, number];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta !== 0) {
    if (max === red) hue = ((green - blue) / delta) % 6;
    else if (max === green) hue = (blue - red) / delta + 2;
    else hue = (red - green) / delta + 4;
  }
  hue = Math.round(hue * 60);
  return {
    hue: hue < 0 ? hue + 360 : hue,
    saturation: Math.round(saturation * 100),
    lightness: Math.round(lightness * 100),
  };
};

const hslToHex = ({ hue, saturation, lightness }: Hsl): string => {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const table: [number, number, number][] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ];
  const rgb = table[sector] ?? [0, 0, 0];
  return `#${rgb
    .map((channel) =>
      Math.round((channel + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
};

/**
 * The dark-mode variant of a primary colour: HSL lightness raised by 10 (spec §9).
 * Example: `deriveDarkPrimaryColor('#6139F6') === '#8768F8'`.
 */
export const deriveDarkPrimaryColor = (hex: string): string => {
  const hsl = hexToHsl(hex);
  return hslToHex({ ...hsl, lightness: Math.min(100, hsl.lightness + 10) });
};
