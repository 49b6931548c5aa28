import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  rem,
} from '@mantine/core';
import type { TFunction } from '../i18n/translator.ts';

/** Shades around the product colour #6139F6 (spec §9). */
const brand: MantineColorsTuple = [
  '#f1edfe',
  '#e0d8fd',
  '#c1b0fb',
  '#a087f9',
  '#8463f8',
  '#6f4cf7',
  '#6139f6',
  '#4f25e0',
  '#431dc0',
  '#37189c',
];

/**
 * Neutral greys with a faint violet cast, so surfaces and secondary text sit with the brand colour.
 * Index 6 (Mantine's "dimmed" in light mode) is dark enough for WCAG AA on white and on index 0/1
 * (5.6:1 and 5.2:1).
 */
const gray: MantineColorsTuple = [
  '#f8f8fb',
  '#f1f1f6',
  '#e8e8ef',
  '#dcdce5',
  '#c9c9d4',
  '#a9a9b6',
  '#5e5e6c',
  '#464653',
  '#32323c',
  '#1f1f27',
];

/**
 * Dark surfaces (index 7 is the page, 6 cards and inputs, 5 hover); index 2 is "dimmed" in dark
 * mode and keeps 4.6:1 even on index 5.
 */
const dark: MantineColorsTuple = [
  '#d6d6de',
  '#c2c2cc',
  '#a8a8b4',
  '#7c7c89',
  '#45454f',
  '#393942',
  '#2c2c34',
  '#202027',
  '#1a1a20',
  '#121216',
];

/**
 * Colours Mantine derives that fall below AA in one scheme: secondary text, links and error text
 * (kit/README.md "Visual identity" lists the pairs and their ratios).
 */
/**
 * Text on Mantine's light variant (badges, alerts) in light mode is shade 9 on shade 1; for the
 * bright hues that is below 4.5:1, so their text gets a deeper tone (all ≥ 5.4:1 on shade 1).
 */
const lightVariantText: Record<string, string> = {
  teal: '#066649',
  green: '#1f6f2b',
  yellow: '#7a4a00',
  orange: '#8f3a00',
  lime: '#4a6508',
  cyan: '#0b6477',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(lightVariantText).map(([hue, hex]) => [
        `--mantine-color-${hue}-light-color`,
        hex,
      ]),
    ),
    // Positive deltas and success text use `teal.8`: one step deeper keeps 5:1 on white.
    '--mantine-color-teal-8': '#087f5b',
    '--gh-surface-sunken': 'var(--mantine-color-gray-0)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    // Success and failure text (`teal.8`, `red.8`) read on dark surfaces in their bright tones.
    '--mantine-color-teal-8': 'var(--mantine-color-teal-4)',
    '--mantine-color-red-8': 'var(--mantine-color-red-4)',
    '--gh-surface-sunken': 'var(--mantine-color-dark-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-2)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    '--mantine-color-brand-light-color': 'var(--mantine-color-brand-2)',
  },
});

/**
 * The console theme: the type scale, spacing and colours of kit/README.md "Visual identity". Two
 * accessibility fixes found by axe (STACK.md): badges use a darker shade so their text keeps
 * contrast, and every modal close button is named.
 */
export const buildTheme = (t: TFunction) =>
  createTheme({
    primaryColor: 'brand',
    // Filled buttons carry white text: shade 7 (light) and 6 (dark) keep it above 6:1.
    primaryShade: { light: 7, dark: 6 },
    colors: { brand, gray, dark },
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Arabic", sans-serif',
    fontSizes: { xs: rem(12), sm: rem(14), md: rem(15), lg: rem(17), xl: rem(20) },
    lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.55', xl: '1.5' },
    spacing: { xs: rem(8), sm: rem(12), md: rem(16), lg: rem(24), xl: rem(32) },
    headings: {
      fontWeight: '650',
      textWrap: 'balance',
      sizes: {
        h1: { fontSize: rem(26), lineHeight: '1.25' },
        h2: { fontSize: rem(20), lineHeight: '1.3' },
        h3: { fontSize: rem(17), lineHeight: '1.35' },
        h4: { fontSize: rem(15), lineHeight: '1.4' },
      },
    },
    components: {
      // Mantine's modal header is a <header>: outside <main> it would be one more banner landmark
      // per open modal, so it is a plain <div> (the dialog is named by its title).
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': t('general.close') } },
        // A dialog title reads as the heading of its layer: the h3 step of the type scale.
        styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
      },
      ModalHeader: { defaultProps: { component: 'div' } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('general.close') } } },
      // Toasts carry an icon-only close button too; without a name axe reports it (critical).
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('general.close') } } },
      DrawerHeader: { defaultProps: { component: 'div' } },
      Badge: { defaultProps: { autoContrast: true } },
      // The eye-dropper button of colour fields is icon-only: it needs a name (axe, critical).
      ColorInput: {
        defaultProps: {
          eyeDropperButtonProps: { 'aria-label': t('general.pick_color_from_screen') },
        },
      },
      // The chrome (sidebar) sits on a sunken surface, the page content on the body colour; one
      // hairline separates the top bar from both.
      AppShell: {
        styles: {
          navbar: { background: 'var(--gh-surface-sunken)' },
          header: { borderBottom: '1px solid var(--mantine-color-default-border)' },
        },
      },
      NavLink: { styles: { label: { fontWeight: 500 } } },
      Table: { styles: { th: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } } },
      Tabs: { styles: { tab: { fontWeight: 500 } } },
      Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
      Paper: { defaultProps: { radius: 'lg' } },
      Tooltip: { defaultProps: { withinPortal: true } },
      // Overlays keep 12 px from the viewport edge (spec §2).
      Popover: { defaultProps: { middlewares: { shift: { padding: 12 }, flip: true } } },
      Menu: { defaultProps: { middlewares: { shift: { padding: 12 }, flip: true } } },
    },
  });
