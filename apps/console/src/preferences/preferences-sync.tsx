import { isLanguageTag } from '@gatehouse/phrases/languages';
import {
  adminPreferencesKey,
  readAdminPreferences,
} from '@gatehouse/schemas/admin-preferences-core';
import { useEffect, useRef } from 'react';
import { useMe } from '../api/me-api.ts';
import { changeLanguage, currentLanguage } from '../i18n/i18n.ts';
import { useAppearance } from '../theme/appearance-provider.tsx';

/** After sign-in, the preferences saved on the account win over this browser's (spec §1). */
export const PreferencesSync = () => {
  const { data: me } = useMe();
  const { mode, setMode } = useAppearance();
  const restoredFor = useRef<string>(undefined);

  useEffect(() => {
    if (!me || restoredFor.current === me.id) return;
    restoredFor.current = me.id;
    const stored = readAdminPreferences(me.customData[adminPreferencesKey]);
    if (!stored) return;
    const { language, appearanceMode } = stored;
    if (language && isLanguageTag(language) && language !== currentLanguage()) {
      void changeLanguage(language);
    }
    if (appearanceMode && appearanceMode !== mode) setMode(appearanceMode);
  }, [me, mode, setMode]);

  return null;
};
