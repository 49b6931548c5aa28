import { Alert, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useActiveUsers } from './dashboard-api.ts';
import { StatCard } from './stat-card.tsx';

/** The chart library (~120 KB gzip) loads only when the curve is shown, not with the page. */
const DauChart = lazy(async () => ({ default: (await import('./dau-chart.tsx')).DauChart }));

/** DAU / WAU / MAU with deltas and the daily curve (`GET /api/dashboard/users/active`). */
export const ActiveUsersCard = () => {
  const { t } = useTranslation();
  const active = useActiveUsers();

  return (
    <Stack gap="md" component="section" aria-labelledby="active-users-title">
      <Title order={2} size="h3" id="active-users-title">
        {t('dashboard.active_users.title')}
      </Title>
      {active.isPending ? (
        <Skeleton h={240} radius="md" role="status" aria-label={t('general.loading')} />
      ) : active.isError ? (
        <Alert color="red" role="alert" title={t('dashboard.active_users.load_error')} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <StatCard
              label={t('dashboard.active_users.dau')}
              value={active.data.dau.count}
              delta={active.data.dau.delta}
            />
            <StatCard
              label={t('dashboard.active_users.wau')}
              value={active.data.wau.count}
              delta={active.data.wau.delta}
            />
            <StatCard
              label={t('dashboard.active_users.mau')}
              value={active.data.mau.count}
              delta={active.data.mau.delta}
            />
          </SimpleGrid>
          <Card withBorder padding="lg">
            <Text fw={600} mb="sm">
              {t('dashboard.active_users.curve_title')}
            </Text>
            <Suspense
              fallback={
                <Skeleton h={240} radius="md" role="status" aria-label={t('general.loading')} />
              }
            >
              <DauChart curve={active.data.dauCurve} />
            </Suspense>
          </Card>
        </>
      )}
    </Stack>
  );
};
