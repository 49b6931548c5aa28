import { Card, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';

/** One number with its change against the period before. */
export const StatCard = ({
  label,
  value,
  delta,
}: {
  label: string;
  value: number;
  delta?: number;
}) => {
  const { t, i18n } = useTranslation();
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const deltaText =
    delta === undefined
      ? undefined
      : delta > 0
        ? t('dashboard.delta_up', { delta: format(delta) })
        : delta < 0
          ? t('dashboard.delta_down', { delta: format(Math.abs(delta)) })
          : t('dashboard.delta_none');
  return (
    <Card withBorder padding="lg" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {format(value)}
      </Text>
      {deltaText && (
        <Text size="sm" c={delta && delta > 0 ? 'teal.8' : delta && delta < 0 ? 'red.8' : 'dimmed'}>
          {deltaText}
        </Text>
      )}
    </Card>
  );
};
