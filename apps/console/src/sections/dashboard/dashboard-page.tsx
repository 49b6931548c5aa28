import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { ActiveUsersCard } from './active-users-card.tsx';
import { type CountWithDelta, useNewUsers, useTotalUsers } from './dashboard-api.ts';
import { StatCard } from './stat-card.tsx';

export const DashboardPage = () => {
  const { t } = useTranslation();
  const total = useTotalUsers();
  const fresh = useNewUsers();

  const header = (
    <div>
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <Text c="dimmed">{t('dashboard.subtitle')}</Text>
    </div>
  );

  if (total.isPending || fresh.isPending) {
    return (
      <Stack gap="lg" aria-busy>
        {header}
        <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-label={t('general.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={120} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (total.isError || fresh.isError) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" title={t('dashboard.load_error')} role="alert">
          <Button
            variant="default"
            mt="sm"
            isLoading={total.isFetching || fresh.isFetching}
            onClick={() => {
              void total.refetch();
              void fresh.refetch();
            }}
          >
            {t('general.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  const stat = (key: 'new_users_today' | 'new_users_7_days', value: CountWithDelta) => (
    <StatCard label={t(`dashboard.${key}`)} value={value.count} delta={value.delta} />
  );

  return (
    <Stack gap="lg">
      {header}
      {total.data.totalUserCount === 0 && (
        <Alert variant="light" role="status">
          {t('dashboard.empty')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label={t('dashboard.total_users')} value={total.data.totalUserCount} />
        {stat('new_users_today', fresh.data.today)}
        {stat('new_users_7_days', fresh.data.last7Days)}
      </SimpleGrid>
      <ActiveUsersCard />
    </Stack>
  );
};
