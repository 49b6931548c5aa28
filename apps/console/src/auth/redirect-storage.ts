import { safeGet } from '../i18n/language-storage.ts';

export const redirectStorageKey = 'gatehouse:console:redirect-after-sign-in';
export const consoleBasePath = '/console';

/** The current location inside the console (basename stripped), minus the sign-up flag. */
export const currentConsoleLocation = (location: Location = window.location) => {
  const search = new URLSearchParams(location.search);
  search.delete('sign_up');
  const query = search.toString();
  const path = location.pathname.startsWith(consoleBasePath)
    ? location.pathname.slice(consoleBasePath.length) || '/'
    : location.pathname;
  return `${path}${query ? `?${query}` : ''}${location.hash}`;
};

export const saveRedirectLocation = (path: string) => {
  try {
    localStorage.setItem(redirectStorageKey, path);
  } catch {
    // Without storage the user lands on the console root after signing in.
  }
};

/** Reads and forgets the saved location; only in-console paths are accepted. */
export const consumeRedirectLocation = (): string => {
  const saved = safeGet(redirectStorageKey);
  try {
    localStorage.removeItem(redirectStorageKey);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
  return saved?.startsWith('/') && !saved.startsWith('//') ? saved : '/';
};
