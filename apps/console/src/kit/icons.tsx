import { useDirection } from '@mantine/core';
import type { SVGProps } from 'react';

/**
 * The console's line icons, 16 px unless a caller wants more (nav and top bar use 20); decorative
 * (aria-hidden) because the controls and labels carry the meaning.
 */
const Icon = ({ children, size = 16, ...props }: SVGProps<SVGSVGElement> & { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
    {...props}
  >
    {children}
  </svg>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a1 1 0 0 1 1-1h9" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="M5 12l5 5 9-10" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);

/** An envelope with a return arrow: send (an e-mail) again. */
export const ResendIcon = () => (
  <Icon>
    <path d="M20 12V6a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h7" />
    <path d="M4 6l8 6 8-6M21 17h-6M17 15l-2 2 2 2" />
  </Icon>
);

export const DotsIcon = () => (
  <Icon>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </Icon>
);

/** Points to the start of the line: flipped in right-to-left languages. */
export const BackIcon = () => {
  const { dir } = useDirection();
  return (
    <Icon style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M15 6l-6 6 6 6" />
    </Icon>
  );
};

export const KeyIcon = () => (
  <Icon size={20}>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon size={20}>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
  </Icon>
);

export const ListIcon = () => (
  <Icon size={20}>
    <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
  </Icon>
);

export const EditIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />
  </Icon>
);

export const RocketIcon = () => (
  <Icon size={20}>
    <path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2" />
    <path d="M9 15l-3-3a12 12 0 0 1 12-9 12 12 0 0 1-9 12z" />
    <circle cx="15" cy="9" r="1.5" />
  </Icon>
);

/** A window with a grid of apps: the applications section. */
export const ApplicationsIcon = () => (
  <Icon size={20}>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </Icon>
);

export const ChartIcon = () => (
  <Icon size={20}>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </Icon>
);

export const DocsIcon = () => (
  <Icon size={20}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 13h7M9 17h5" />
  </Icon>
);

export const HelpIcon = () => (
  <Icon size={20}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01" />
  </Icon>
);

export const UserIcon = () => (
  <Icon size={20}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon size={20}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);

export const SunMoonIcon = () => (
  <Icon size={20}>
    <path d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" />
  </Icon>
);

export const SignOutIcon = () => (
  <Icon size={20}>
    <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon>
    <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
  </Icon>
);

export const GatehouseLogo = ({ size = 28 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable={false}>
    <rect width="32" height="32" rx="7" fill="#6139F6" />
    <path d="M9 25V12l7-5 7 5v13h-5v-7h-4v7z" fill="#fff" />
  </svg>
);
