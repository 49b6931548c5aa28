import { useEffect, useState } from 'react';
import type { Experience } from '../api/experience-api.ts';
import { cspNonce } from './server-hints.ts';

const darkQuery = '(prefers-color-scheme: dark)';

const prefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;

/** Dark mode applies only when the tenant enabled it and the device prefers it. */
export const useDarkMode = (isEnabled: boolean): boolean => {
  const [isDevicePreferringDark, setDevicePreferringDark] = useState(prefersDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(darkQuery);
    const handleChange = () => setDevicePreferringDark(query.matches);
    query.addEventListener('change', handleChange);
    // A change between the first render and this effect fired no listener: read it now.
    handleChange();
    return () => query.removeEventListener('change', handleChange);
  }, []);
  return isEnabled && isDevicePreferringDark;
};

/** The red, green and blue of a `#rgb` / `#rrggbb` colour, 0–255. */
const channels = (hex: string) => {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16));
};

/** WCAG relative luminance of 0–255 channels (or a `#rgb` / `#rrggbb` colour). */
const luminance = (colour: string | number[]): number => {
  const [red = 0, green = 0, blue = 0] = (
    typeof colour === 'string' ? channels(colour) : colour
  ).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

const darkText = '#1a1a24';
// WCAG AA for normal text.
const readable = 4.5;
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The text colour for a button in `primary`: white or near-black, whichever contrasts more
 * (a mid-tone such as #D4A017 reads at 2.4:1 in white but 7:1 in dark text).
 */
export const textColorOn = (primary: string): string => {
  const background = luminance(primary);
  const onDark = contrast(background, luminance(darkText));
  if (contrast(background, 1) >= onDark) return '#fff';
  // Between the two (the default dark violet #8768F8: 3.9:1 white, 4.4:1 near-black) only black
  // reaches 4.5:1.
  return onDark >= readable ? darkText : '#000';
};

// What the tenant's colour sits on as text (global.css): the card and the page around it.
const textSurfaces = { light: ['#ffffff', '#f4f4f7'], dark: ['#1f1f2b', '#14141c'] };

/**
 * The tenant's colour for text (links, text buttons): the colour itself when it reads at 4.5:1
 * (WCAG AA) on the scheme's surfaces, else mixed toward white (dark scheme) or black (light) until
 * it does. Example: `readableTextColor('#8768F8', true)` is a lighter violet, since #8768F8 reads
 * at 4.2:1 on the dark card.
 */
export const readableTextColor = (primary: string, isDark: boolean): string => {
  const surfaces = textSurfaces[isDark ? 'dark' : 'light'].map((surface) => luminance(surface));
  const target = isDark ? 255 : 0;
  const original = channels(primary);
  for (let share = 0; share < 1; share += 0.05) {
    const mixed = original.map((value) => Math.round(value + (target - value) * share));
    const text = luminance(mixed);
    if (surfaces.every((surface) => contrast(text, surface) >= readable))
      return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
  }
  return isDark ? '#ffffff' : '#000000';
};

/** Puts the tenant's colours on `<html>` as CSS variables and marks the colour scheme. */
export const useTheme = (color: Experience['color'], isDark: boolean) => {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = isDark ? 'dark' : 'light';
    const primary = isDark ? color.darkPrimaryColor : color.primaryColor;
    root.style.setProperty('--color-primary', primary);
    root.style.setProperty('--color-on-primary', textColorOn(primary));
    root.style.setProperty('--color-primary-text', readableTextColor(primary, isDark));
  }, [color, isDark]);
};

/** The tenant's custom CSS, added last so that it wins over ours. */
export const useCustomCss = (css: string | null | undefined) => {
  useEffect(() => {
    if (!css) return;
    const style = document.createElement('style');
    // The page's Content-Security-Policy admits only `<style>` elements carrying its nonce.
    const nonce = cspNonce();
    if (nonce) style.nonce = nonce;
    style.dataset.customCss = '';
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [css]);
};

export const useFavicon = (href: string | undefined) => {
  useEffect(() => {
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = href;
    document.head.append(link);
    return () => link.remove();
  }, [href]);
};
