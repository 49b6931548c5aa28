import { Badge, Indicator, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { releaseKeys } from '../../api/keys.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useConsoleConfig } from '../console-config.ts';
import { fetchLatestRelease, isNewerVersion } from './version.ts';

// Tooltip brings floating-ui; it loads only when there is something to tell (issue 9 item 9).
const VersionUpdateTooltip = lazy(() => import('./version-update-tooltip.tsx'));

/** Self-hosted version badge with a dot when a newer release exists. */
export const VersionBadge = () => {
  const { t } = useTranslation();
  const { version, releaseInfoUrl } = useConsoleConfig();
  const { data: latest } = useQuery({
    queryKey: releaseKeys.latest(releaseInfoUrl ?? ''),
    queryFn: () => fetchLatestRelease(releaseInfoUrl ?? ''),
    enabled: Boolean(releaseInfoUrl),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const hasUpdate = Boolean(latest && isNewerVersion(latest, version));
  const label = version.startsWith('v') ? version : `v${version}`;

  const badge = (
    <Indicator disabled={!hasUpdate} color="red" size={8} offset={2} data-testid="version-badge">
      <Badge
        variant="light"
        radius="sm"
        tt="none"
        aria-label={t('shell.version.badge', { version: label })}
      >
        {label}
      </Badge>
    </Indicator>
  );
  if (!hasUpdate) return badge;
  const announced = (
    <span>
      {badge}
      <VisuallyHidden>{t('shell.version.new_version_available')}</VisuallyHidden>
    </span>
  );
  return (
    <Suspense fallback={announced}>
      <VersionUpdateTooltip label={t('shell.version.new_version_available')}>
        {announced}
      </VersionUpdateTooltip>
    </Suspense>
  );
};
