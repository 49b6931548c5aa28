import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** `search` when a search or filter found nothing; `list` (default) when nothing exists yet. */
  kind?: 'list' | 'search';
  /** A button or link that fills the list, e.g. the page's create action. */
  action?: ReactNode;
};

/**
 * The console's empty-state illustration: a few line strokes in the brand tints, drawn inline so
 * it costs no request and follows the colour scheme (kit/README.md "Visual identity").
 */
const Illustration = ({ kind }: { kind: 'list' | 'search' }) => (
  <svg width={96} height={72} viewBox="0 0 96 72" fill="none" aria-hidden focusable={false}>
    <rect x="14" y="10" width="68" height="52" rx="10" fill="var(--mantine-color-brand-light)" />
    <rect
      x="24"
      y="22"
      width="48"
      height="8"
      rx="4"
      fill="var(--mantine-color-body)"
      stroke="var(--mantine-color-brand-light-color)"
      strokeWidth="1.5"
    />
    <rect
      x="24"
      y="36"
      width="34"
      height="6"
      rx="3"
      fill="var(--mantine-color-brand-light-hover)"
    />
    <rect
      x="24"
      y="47"
      width="24"
      height="6"
      rx="3"
      fill="var(--mantine-color-brand-light-hover)"
    />
    {kind === 'search' ? (
      <g stroke="var(--mantine-color-brand-light-color)" strokeWidth="3" strokeLinecap="round">
        <circle cx="70" cy="48" r="9" fill="var(--mantine-color-body)" />
        <path d="M77 55l7 7" />
      </g>
    ) : (
      <g stroke="var(--mantine-color-brand-light-color)" strokeWidth="3" strokeLinecap="round">
        <circle cx="72" cy="50" r="10" fill="var(--mantine-color-body)" />
        <path d="M72 45v10M67 50h10" />
      </g>
    )}
  </svg>
);

/** What an empty list or tab shows: illustration, one bold line, an optional hint and action. */
export const EmptyState = ({ title, description, kind = 'list', action }: EmptyStateProps) => (
  <Stack align="center" gap={6} py="lg" ta="center" maw={440} mx="auto">
    <Illustration kind={kind} />
    <Text fw={600} mt="xs">
      {title}
    </Text>
    {description && (
      <Text c="dimmed" size="sm">
        {description}
      </Text>
    )}
    {action}
  </Stack>
);
