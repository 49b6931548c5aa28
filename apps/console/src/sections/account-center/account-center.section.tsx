import { defineSection } from '../../app/sections.ts';

/** A person in a frame: the page where users look after their own account. */
const AccountCenterIcon = () => (
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
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <circle cx="12" cy="10" r="3" />
    <path d="M7 18c1-2.5 3-3.5 5-3.5s4 1 5 3.5" />
  </svg>
);

export const section = defineSection({
  key: 'account_center',
  path: 'account-center',
  icon: AccountCenterIcon,
  routes: [
    {
      path: 'account-center',
      lazy: async () => ({
        Component: (await import('./account-center-page.tsx')).AccountCenterPage,
      }),
    },
  ],
});
