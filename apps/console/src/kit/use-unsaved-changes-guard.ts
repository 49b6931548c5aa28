import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { useDialogs } from './confirm-dialog.tsx';

/** Resolves once the confirm dialog's own history entry is gone (it pops it with `back()`). */
const dialogEntryGone = () =>
  new Promise<void>((resolve) => {
    if (!window.history.state?.dialogMarker) {
      resolve();
      return;
    }
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener('popstate', done);
    const timer = setTimeout(done, 500);
  });

/**
 * While `isDirty`, leaving for another page asks first: in-app navigation is held by a router
 * blocker and confirmed in the console's dialog, closing or reloading the tab gets the browser's
 * own `beforeunload` prompt. Moving between the page's own query strings is not leaving.
 */
export const useUnsavedChangesGuard = (
  isDirty: boolean,
  /** Paths that stay on the same form, e.g. the tabs of one editor (`/sign-in-experience/…`). */
  isSameForm: (pathname: string) => boolean = () => false,
) => {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(isSameForm(currentLocation.pathname) && isSameForm(nextLocation.pathname)),
  );
  const isAskingRef = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || isAskingRef.current) return;
    isAskingRef.current = true;
    void (async () => {
      const result = await confirm({
        title: t('kit.settings.leave_title'),
        message: t('kit.settings.leave_message'),
        confirmLabel: t('kit.settings.leave_confirm'),
        cancelLabel: t('kit.settings.leave_cancel'),
        isDangerous: true,
      });
      // Navigating before the dialog has dropped its history entry would be undone by that drop.
      await dialogEntryGone();
      isAskingRef.current = false;
      if (result === 'confirmed') blocker.proceed?.();
      else blocker.reset?.();
    })();
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);
};
