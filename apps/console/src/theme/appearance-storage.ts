import { type AppearanceMode, isAppearanceMode } from '@gatehouse/schemas/admin-preferences-core';
import { safeGet } from '../i18n/language-storage.ts';

export const appearanceStorageKey = 'gatehouse:console:appearance';

export const readStoredAppearance = (): AppearanceMode => {
  const stored = safeGet(appearanceStorageKey);
  return isAppearanceMode(stored) ? stored : 'system';
};

export const storeAppearance = (mode: AppearanceMode) => {
  try {
    localStorage.setItem(appearanceStorageKey, mode);
  } catch {
    // Storage can be unavailable; the mode then lasts for this page only.
  }
};
