import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';

export const LogResultBadge = ({ result }: { result: 'Success' | 'Error' }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={result === 'Success' ? 'teal' : 'red'}>
      {t(`audit_logs.results.${result}`)}
    </Badge>
  );
};
