import { describe, expect, it } from 'vitest';
import { readableTextColor, textColorOn } from './theme.ts';

// WCAG contrast of two `#rrggbb` colours, computed here independently of theme.ts.
const contrastOf = (a: string, b: string) => {
  const luminance = (hex: string) =>
    [1, 3, 5]
      .map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

// The submit button's text must stay readable on any brand colour the tenant picks (WCAG AA
// asks 4.5:1): white on dark colours, near-black on light and mid-tone ones.
describe('textColorOn', () => {
  it.each([
    ['#6139F6', '#fff'],
    ['#0A7E55', '#fff'],
    ['#000', '#fff'],
    ['#FFD600', '#1a1a24'],
    // A mid-tone gold: white would read at 2.4:1, dark text at about 7:1.
    ['#D4A017', '#1a1a24'],
    ['#fff', '#1a1a24'],
    // The default dark-mode violet: near-black would read at 4.4:1, black at 5.4:1.
    ['#8768F8', '#000'],
  ])('answers %s → %s', (primary, expected) => {
    expect(textColorOn(primary)).toBe(expected);
  });
});

describe('readableTextColor', () => {
  it('keeps a colour that already reads at 4.5:1 on the surfaces', () => {
    expect(readableTextColor('#6139F6', false)).toBe('#6139f6');
  });

  it.each([
    ['#8768F8', true],
    ['#D4A017', false],
    ['#0A0A40', true],
  ])('moves %s (dark: %s) until it reads at 4.5:1 on the card and the page', (primary, isDark) => {
    const text = readableTextColor(primary, isDark);
    expect(text).not.toBe(primary.toLowerCase());
    const surfaces = isDark ? ['#1f1f2b', '#14141c'] : ['#ffffff', '#f4f4f7'];
    for (const surface of surfaces) expect(contrastOf(text, surface)).toBeGreaterThanOrEqual(4.5);
  });
});
