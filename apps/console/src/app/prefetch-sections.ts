import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { registeredSections } from './section-registry.ts';

/** After the first page is shown, how long the console waits before prefetching. */
const prefetchDelayMs = 1000;
let hasPrefetched = false;

/**
 * Loads every section's list-page code once, so the first click on a sidebar item waits for its
 * data only, not for a code chunk as well. It starts only when no navigation is loading (the first
 * page's own chunk has arrived and rendered), a second later, when the browser is idle: the
 * prefetch never competes with the page the administrator asked for, nor counts in its weight.
 */
export const usePrefetchSections = () => {
  const isNavigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (isNavigating || hasPrefetched) return;
    const prefetch = () => {
      hasPrefetched = true;
      for (const section of registeredSections) {
        const lazy = section.routes[0]?.lazy;
        if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
      }
    };
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      idle = window.requestIdleCallback?.(prefetch, { timeout: 2000 });
      if (idle === undefined) prefetch();
    }, prefetchDelayMs);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [isNavigating]);
};
