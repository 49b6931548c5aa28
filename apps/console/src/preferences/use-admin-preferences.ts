import type { LanguageTag } from '@gatehouse/phrases';
import {
  type AdminPreferences,
  type AppearanceMode,
  adminPreferencesKey,
  parseAdminPreferences,
  readAdminPreferences,
} from '@gatehouse/schemas/admin-preferences-core';
import { useLogto } from '@logto/react';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useMe, useUpdateMeCustomData } from '../api/me-api.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useAppearance } from '../theme/appearance-provider.tsx';
import { readStoredAppearance } from '../theme/appearance-storage.ts';

/** Stored preferences of the signed-in user, with the fallbacks of spec §5. */
export const useAdminPreferences = () => {
  const { data: me } = useMe();
  return parseAdminPreferences(me?.customData, readStoredAppearance());
};

/**
 * Language and appearance setters: they apply at once, keep the choice locally, and save it in
 * the user's preferences when signed in (spec §1).
 */
export const usePreferenceActions = () => {
  const { t } = useTranslation();
  const { isAuthenticated } = useLogto();
  const { data: me } = useMe();
  const { setMode } = useAppearance();
  const { mutate } = useUpdateMeCustomData();

  const save = useCallback(
    (patch: Partial<AdminPreferences>) => {
      if (!isAuthenticated) return;
      if (!me) {
        // Spec §8: saving while the profile is unavailable is an unexpected error.
        notifications.show({ color: 'red', message: t('errors.unexpected_error') });
        return;
      }
      const stored = readAdminPreferences(me.customData[adminPreferencesKey]);
      mutate({ [adminPreferencesKey]: { ...stored, ...patch } });
    },
    [isAuthenticated, me, mutate, t],
  );

  const setLanguage = useCallback(
    async (language: LanguageTag) => {
      // A switch overtaken by a later one is not saved either: the account keeps the last choice.
      if (await changeLanguage(language)) save({ language });
    },
    [save],
  );

  const setAppearance = useCallback(
    (appearanceMode: AppearanceMode) => {
      setMode(appearanceMode);
      save({ appearanceMode });
    },
    [save, setMode],
  );

  return { setLanguage, setAppearance };
};
