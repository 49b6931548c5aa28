import { lazy, Suspense } from 'react';
import { useAppContext } from '../app/app-context.tsx';

// Loaded only for tenants that enable passkey sign-in: the sign-in page's first load stays small.
const PasskeySignInButton = lazy(async () => ({
  default: (await import('./passkey-sign-in-button.tsx')).PasskeySignInButton,
}));

/** Where "Sign in with a passkey" goes when the sign-in experience enables it. */
export const PasskeySignInSlot = () => {
  const { experience } = useAppContext();
  const passkeySignIn = experience.passkeySignIn;
  if (!passkeySignIn?.enabled || passkeySignIn.showPasskeyButton === false) return null;
  return (
    <Suspense fallback={null}>
      <PasskeySignInButton />
    </Suspense>
  );
};
