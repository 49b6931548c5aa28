import { type AppearanceMode, appearanceModeGuard } from '@gatehouse/schemas/admin-preferences';
import { safeGet } from '../i18n/language-storage.ts';

export const appearanceStorageKey = 'gatehouse:console:appearance';

export const readStoredAppearance = (): AppearanceMode => {
  const parsed = appearanceModeGuard.safeParse(safeGet(appearanceStorageKey));
  return parsed.success ? parsed.data : 'system';
};

export const storeAppearance = (mode: AppearanceMode) => {
  try {
    localStorage.setItem(appearanceStorageKey, mode);
  } catch {
    // Storage can be unavailable; the mode then lasts for this page only.
  }
};
