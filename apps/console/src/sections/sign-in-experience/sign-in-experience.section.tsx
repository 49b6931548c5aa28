import { Navigate } from 'react-router';
import { defineSection } from '../../app/sections.ts';

/** Brush and frame: the look, methods and words of the tenant's sign-in page. */
const SignInExperienceIcon = () => (
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
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M8 14h8M8 17h5" />
  </svg>
);

export const section = defineSection({
  key: 'sign_in_experience',
  path: 'sign-in-experience',
  icon: SignInExperienceIcon,
  routes: [
    { path: 'sign-in-experience', element: <Navigate replace to="branding" /> },
    {
      path: 'sign-in-experience/:tab',
      lazy: async () => ({
        Component: (await import('./sign-in-experience-page.tsx')).SignInExperiencePage,
      }),
    },
  ],
});
