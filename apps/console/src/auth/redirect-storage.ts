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

/**
 * Where to go after sign-in; only in-console paths are accepted. The value is read, not removed:
 * when the first requests after a callback have to start sign-in again (the callback URL itself is
 * never saved), the second round trip still returns to the page the user asked for. Every sign-in
 * the console starts saves its own location first, so an old value is never reused by mistake.
 */
export const savedRedirectLocation = (): string => {
  const saved = safeGet(redirectStorageKey);
  return saved?.startsWith('/') && !saved.startsWith('//') ? saved : '/';
};
