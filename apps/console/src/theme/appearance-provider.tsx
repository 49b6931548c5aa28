import type { AppearanceMode } from '@gatehouse/schemas/admin-preferences-core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readStoredAppearance, storeAppearance } from './appearance-storage.ts';
import { useSystemColorScheme } from './use-system-color-scheme.ts';

type AppearanceContextValue = {
  mode: AppearanceMode;
  colorScheme: 'light' | 'dark';
  setMode: (mode: AppearanceMode) => void;
};

const AppearanceContext = createContext<AppearanceContextValue | undefined>(undefined);

/** Holds light/dark/system; `system` follows the device and reacts to its changes (spec §1). */
export const AppearanceProvider = ({ children }: { children: ReactNode }) => {
  const [mode, setModeState] = useState<AppearanceMode>(readStoredAppearance);
  const systemScheme = useSystemColorScheme();
  const setMode = useCallback((next: AppearanceMode) => {
    storeAppearance(next);
    setModeState(next);
  }, []);
  const value = useMemo(
    () => ({ mode, colorScheme: mode === 'system' ? systemScheme : mode, setMode }),
    [mode, systemScheme, setMode],
  );
  return <AppearanceContext.Provider value={value}>{children}</AppearanceContext.Provider>;
};

export const useAppearance = () => {
  const value = useContext(AppearanceContext);
  if (!value) throw new Error('useAppearance must be used inside AppearanceProvider');
  return value;
};
