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
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meKeys } from '../api/keys.ts';
import { type MeProfile, useMe, useUpdateMeCustomData } from '../api/me-api.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useAppearance } from '../theme/appearance-provider.tsx';
import { readStoredAppearance } from '../theme/appearance-storage.ts';
import { createPreferenceSaver, type PreferenceSaver } from './preference-saver.ts';

/** One saver per query client: every menu and page that sets a preference queues on it. */
const savers = new WeakMap<QueryClient, PreferenceSaver>();
const saverOf = (queryClient: QueryClient) => {
  let saver = savers.get(queryClient);
  if (!saver) {
    saver = createPreferenceSaver();
    savers.set(queryClient, saver);
  }
  return saver;
};

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
  const { mutateAsync } = useUpdateMeCustomData();
  const queryClient = useQueryClient();

  const save = useCallback(
    (patch: Partial<AdminPreferences>) => {
      if (!isAuthenticated) return;
      if (!me) {
        // Spec §8: saving while the profile is unavailable is an unexpected error.
        notifications.show({ color: 'red', message: t('errors.unexpected_error') });
        return;
      }
      // Built on the profile as last saved (not as it was when this component rendered), and
      // queued behind a save still on its way; a failure is shown by the mutation cache.
      const saved = () =>
        readAdminPreferences(
          queryClient.getQueryData<MeProfile>(meKeys.profile())?.customData[adminPreferencesKey],
        );
      saverOf(queryClient)(saved, patch, (preferences) =>
        mutateAsync({ [adminPreferencesKey]: preferences }),
      ).catch(() => undefined);
    },
    [isAuthenticated, me, mutateAsync, queryClient, t],
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
