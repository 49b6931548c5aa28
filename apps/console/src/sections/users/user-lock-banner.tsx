import type { User } from '@gatehouse/schemas/entities/user';
import { Alert, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { formatDateTime } from '../../kit/format-date-time.ts';
import { showErrorToast, showSuccessToast } from '../../kit/server-errors.ts';
import { userKeys } from './user-keys.ts';

/**
 * Shown while the sentinel locks one of the user's identifiers after too many failed attempts
 * (`GET /api/sentinel-activities/users/{id}/lock`); Unlock forgets those attempts at once.
 */
export const UserLockBanner = ({ user }: { user: User }) => {
  const { t, i18n } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const queryKey = userKeys.sub(user.id, 'lock');
  const lock = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      management.get('/api/sentinel-activities/users/{userId}/lock', {
        params: { path: { userId: user.id } },
        signal,
      }),
  });
  if (!lock.data?.isLocked) return null;

  const handleUnlock = async () => {
    try {
      await management.post('/api/sentinel-activities/delete', {
        body: { targetType: 'User', targets: lock.data.identifiers },
      });
      showSuccessToast(t('user_security.lock.unlocked'));
    } catch (error) {
      showErrorToast(error, t);
    }
    await queryClient.invalidateQueries({ queryKey });
  };

  return (
    <Alert color="yellow" variant="light" role="status">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          {t('user_security.lock.locked', {
            date: formatDateTime(lock.data.lockedUntil ?? Date.now(), i18n.language),
          })}
        </Text>
        <Button size="compact-sm" variant="default" onClick={handleUnlock}>
          {t('user_security.lock.unlock')}
        </Button>
      </Group>
    </Alert>
  );
};
