import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Center, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ChartIcon } from '../../kit/icons.tsx';
import type { ActiveUsers } from './dashboard-api.ts';

/**
 * Read by screen readers, not drawn: the usual clip pattern, inline so that it needs no stylesheet.
 */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const chartHeight = 240;

/**
 * The 30-day DAU curve: a bar chart (Mantine charts on recharts) with labelled axes and a tooltip
 * per day, an empty state when nobody was active, and the same numbers as a visually hidden table
 * for screen readers (the drawing itself is hidden from them). In RTL the days run from the right.
 * This module is the dashboard's own chunk, so the chart library loads only with the dashboard.
 */
export const DauChart = ({ curve }: { curve: ActiveUsers['dauCurve'] }) => {
  const { t, i18n } = useTranslation();
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const formatDate = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const isRtl = i18n.dir(i18n.language) === 'rtl';
  const isEmpty = curve.every((point) => point.count === 0);
  const data = curve.map((point) => ({ day: formatDate(point.date), users: point.count }));
  const first = curve[0];
  const last = curve.at(-1);
  const max = Math.max(0, ...curve.map((point) => point.count));

  return (
    <figure style={{ margin: 0 }}>
      {isEmpty ? (
        <Center
          h={chartHeight}
          style={{
            border: '1px dashed var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Stack align="center" gap={4} data-testid="dau-chart-empty">
            <ChartIcon />
            <Text fw={600}>{t('dashboard.active_users.curve_empty_title')}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={360}>
              {t('dashboard.active_users.curve_empty_description')}
            </Text>
          </Stack>
        </Center>
      ) : (
        <div aria-hidden data-testid="dau-chart">
          <BarChart
            h={chartHeight}
            data={data}
            dataKey="day"
            series={[
              { name: 'users', label: t('dashboard.active_users.axis_users'), color: 'blue.6' },
            ]}
            xAxisLabel={t('dashboard.active_users.axis_date')}
            yAxisLabel={t('dashboard.active_users.axis_users')}
            valueFormatter={format}
            tickLine="y"
            withTooltip
            tooltipAnimationDuration={150}
            xAxisProps={{ reversed: isRtl, interval: 'preserveStartEnd', minTickGap: 16 }}
            yAxisProps={{ allowDecimals: false, orientation: isRtl ? 'right' : 'left' }}
            // The table below speaks for the chart; no keyboard stop inside a hidden drawing.
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
      )}
      <figcaption>
        <Text size="sm" c="dimmed" mt="sm">
          {first && last
            ? t('dashboard.active_users.curve_summary', {
                from: formatDate(first.date),
                to: formatDate(last.date),
                max: format(max),
                latest: format(last.count),
              })
            : null}
        </Text>
      </figcaption>
      <div style={visuallyHidden} data-testid="dau-table">
        <table>
          <caption>{t('dashboard.active_users.curve_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.active_users.axis_date')}</th>
              <th scope="col">{t('dashboard.active_users.axis_users')}</th>
            </tr>
          </thead>
          <tbody>
            {curve.map((point) => (
              <tr key={point.date}>
                <th scope="row">{formatDate(point.date)}</th>
                <td>{format(point.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
};
