import { lazy, Suspense } from 'react';
import { useAppContext } from '../app/app-context.tsx';

// Loaded only for tenants that offer social sign-in: the sign-in page's first load stays small.
const SocialButtons = lazy(async () => ({
  default: (await import('./social-buttons.tsx')).SocialButtons,
}));

/**
 * Where the social sign-in buttons go (the tenant's `socialConnectors`), below the identifier
 * form of the sign-in and registration pages (social-buttons.tsx). Nothing when the tenant
 * offers no social sign-in.
 */
export const SocialSignInSlot = (_props: { flow: 'sign_in' | 'register' }) => {
  const { experience } = useAppContext();
  if (!experience.socialConnectors?.length) return null;
  return (
    <Suspense fallback={null}>
      <SocialButtons />
    </Suspense>
  );
};
