import { Navigate } from 'react-router';
import { defineSection } from '../../app/sections.ts';

/** A padlock: what keeps accounts closed to guessing and bots. */
const SecurityIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
  >
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v3" />
  </svg>
);

export const section = defineSection({
  key: 'security',
  path: 'security',
  icon: SecurityIcon,
  routes: [
    { path: 'security', element: <Navigate replace to="password-policy" /> },
    {
      path: 'security/captcha/guide/:guideId',
      lazy: async () => ({
        Component: (await import('./captcha-guide-page.tsx')).CaptchaGuidePage,
      }),
    },
    {
      path: 'security/captcha/details',
      lazy: async () => ({
        Component: (await import('./captcha-details-page.tsx')).CaptchaDetailsPage,
      }),
    },
    {
      path: 'security/:tab',
      lazy: async () => ({ Component: (await import('./security-page.tsx')).SecurityPage }),
    },
  ],
});
