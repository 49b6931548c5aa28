import { createTheme, type MantineColorsTuple } from '@mantine/core';
import type { TFunction } from 'i18next';

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
 * The console theme. Two accessibility fixes found by axe (STACK.md): badges use a darker shade so
 * their text keeps contrast, and every modal close button is named.
 */
export const buildTheme = (t: TFunction) =>
  createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 7, dark: 4 },
    colors: { brand },
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('general.close') } } },
      Badge: { defaultProps: { autoContrast: true } },
      Tooltip: { defaultProps: { withinPortal: true } },
      // Overlays keep 12 px from the viewport edge (spec §2).
      Popover: { defaultProps: { middlewares: { shift: { padding: 12 }, flip: true } } },
      Menu: { defaultProps: { middlewares: { shift: { padding: 12 }, flip: true } } },
    },
  });
