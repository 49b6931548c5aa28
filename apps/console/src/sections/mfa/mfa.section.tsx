import { defineSection } from '../../app/sections.ts';

/** A key beside a shield: a second proof after the first. */
const MfaIcon = () => (
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
    <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6l7-3z" />
    <path d="M9 12l2 2 4-4" />
  </svg>
);

export const section = defineSection({
  key: 'mfa',
  path: 'mfa',
  icon: MfaIcon,
  routes: [
    {
      path: 'mfa',
      lazy: async () => ({ Component: (await import('./mfa-page.tsx')).MfaPage }),
    },
  ],
});
