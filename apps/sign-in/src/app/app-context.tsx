import { createContext, useContext } from 'react';
import type { Experience } from '../api/experience-api.ts';

export type AppContextValue = {
  experience: Experience;
  /** Leaves the app for the next step of the OIDC flow. */
  redirect: (url: string) => void;
};

export const AppContext = createContext<AppContextValue | undefined>(undefined);

export const useAppContext = (): AppContextValue => {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext() must be used inside <App>');
  return value;
};
