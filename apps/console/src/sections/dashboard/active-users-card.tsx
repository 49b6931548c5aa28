import { Alert, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ActiveUsers, useActiveUsers } from './dashboard-api.ts';
import { StatCard } from './stat-card.tsx';

const chartWidth = 600;
const chartHeight = 160;

/**
 * The 30-day DAU curve as an SVG bar chart. Screen readers get a summary and a visually hidden
 * list of every day; bars follow the reading direction through `scale(-1, 1)` in RTL.
 */
const DauChart = ({ curve }: { curve: ActiveUsers['dauCurve'] }) => {
  const { t, i18n } = useTranslation();
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const formatDate = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const max = Math.max(1, ...curve.map((point) => point.count));
  const barWidth = chartWidth / Math.max(curve.length, 1);
  const isRtl = i18n.dir(i18n.language) === 'rtl';
  const first = curve[0];
  const last = curve.at(-1);

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        width="100%"
        height={chartHeight}
        preserveAspectRatio="none"
        aria-hidden
        focusable={false}
        style={{ transform: isRtl ? 'scale(-1, 1)' : undefined }}
      >
        {curve.map((point, index) => {
          const height = (point.count / max) * (chartHeight - 8);
          return (
            <rect
              key={point.date}
              x={index * barWidth + 1}
              y={chartHeight - height}
              width={Math.max(barWidth - 2, 1)}
              height={height}
              rx={2}
              fill="var(--mantine-primary-color-filled)"
            >
              <title>
                {t('dashboard.active_users.point', {
                  date: formatDate(point.date),
                  users: format(point.count),
                })}
              </title>
            </rect>
          );
        })}
      </svg>
      <figcaption>
        <Text size="sm" c="dimmed">
          {first && last
            ? t('dashboard.active_users.curve_summary', {
                from: formatDate(first.date),
                to: formatDate(last.date),
                max: format(max === 1 && curve.every((point) => point.count === 0) ? 0 : max),
                latest: format(last.count),
              })
            : null}
        </Text>
        <ul className="mantine-visually-hidden">
          {curve.map((point) => (
            <li key={point.date}>
              {t('dashboard.active_users.point', {
                date: formatDate(point.date),
                users: format(point.count),
              })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
};

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
            <DauChart curve={active.data.dauCurve} />
          </Card>
        </>
      )}
    </Stack>
  );
};
