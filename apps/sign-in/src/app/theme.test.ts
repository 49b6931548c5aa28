import { describe, expect, it } from 'vitest';
import { textColorOn } from './theme.ts';

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
  ])('answers %s → %s', (primary, expected) => {
    expect(textColorOn(primary)).toBe(expected);
  });
});
