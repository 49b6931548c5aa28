import { useEffect } from 'react';
import { registeredSections } from './section-registry.ts';

/**
 * Loads every section's list-page code once the browser is idle after the shell appears, so the
 * first click on a sidebar item waits for its data only, not for a code chunk as well.
 */
export const usePrefetchSections = () => {
  useEffect(() => {
    const prefetch = () => {
      for (const section of registeredSections) {
        const lazy = section.routes[0]?.lazy;
        if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
      }
    };
    const idle = window.requestIdleCallback?.(prefetch, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(prefetch, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
};
