import { useEffect, useRef } from 'react';

/**
 * While `isActive`, the browser back button calls `onBack` instead of leaving the page: a history
 * entry is pushed on open and popped again when the dialog closes another way.
 */
export const useBackNavigationCancel = (isActive: boolean, onBack: () => void) => {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    if (!isActive) return;
    const marker = `dialog-${Math.random().toString(36).slice(2)}`;
    // Keep the router's own state (its index) so it sees a same-page entry.
    window.history.pushState({ ...(window.history.state ?? {}), dialogMarker: marker }, '');
    let isPoppedByUser = false;
    const handlePopState = () => {
      isPoppedByUser = true;
      onBackRef.current();
    };
    window.addEventListener('popstate', handlePopState);
    return () => {
      window.removeEventListener('popstate', handlePopState);
      if (!isPoppedByUser && window.history.state?.dialogMarker === marker) window.history.back();
    };
  }, [isActive]);
};
