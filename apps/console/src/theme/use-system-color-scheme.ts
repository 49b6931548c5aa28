import { useSyncExternalStore } from 'react';

const query = '(prefers-color-scheme: dark)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const getSnapshot = (): 'light' | 'dark' =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches ? 'dark' : 'light';

/** The device's colour scheme, re-rendering when the user changes it. */
export const useSystemColorScheme = (): 'light' | 'dark' =>
  useSyncExternalStore(subscribe, getSnapshot, (): 'light' | 'dark' => 'light');
