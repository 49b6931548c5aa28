import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

// A few fixed pages do not need a router library; the history API keeps the bundle small.
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

export const usePathname = () => useSyncExternalStore(subscribe, () => window.location.pathname);

/** Moves to another page, keeping the query (`ui_locales`, …) of the current one. */
export const navigate = (pathname: string, { replace = false } = {}) => {
  const url = `${pathname}${window.location.search}`;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  for (const listener of listeners) listener();
};

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export const Link = ({ to, onClick, ...props }: LinkProps) => {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`${to}${window.location.search}`} onClick={handleClick} {...props} />;
};
