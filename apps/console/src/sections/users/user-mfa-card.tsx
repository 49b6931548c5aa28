import type { MfaVerificationInfo, User } from '@gatehouse/schemas/entities/user';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { useDialogs } from '../../kit/confirm-dialog.tsx';
import { formatDateTime } from '../../kit/format-date-time.ts';
import { showErrorToast, showSuccessToast } from '../../kit/server-errors.ts';
import { userKeys } from './user-keys.ts';

/**
 * The user's second factors (`/api/users/{id}/mfa-verifications`): each can be removed, or all at
 * once when the user lost their device ("reset"), after a confirmation.
 */
export const UserMfaCard = ({ user }: { user: User }) => {
  const { t, i18n } = useTranslation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const { confirm } = useDialogs();
  const queryKey = userKeys.sub(user.id, 'mfa-verifications');
  const factors = useQuery({
    queryKey,
    queryFn: ({ signal }): Promise<MfaVerificationInfo[]> =>
      management.get('/api/users/{userId}/mfa-verifications', {
        params: { path: { userId: user.id } },
        signal,
      }),
  });
  const factorName = (factor: MfaVerificationInfo) => t(`mfa.factors.${factor.type}`);
  const removeOne = (factor: MfaVerificationInfo) =>
    management.delete('/api/users/{userId}/mfa-verifications/{verificationId}', {
      params: { path: { userId: user.id, verificationId: factor.id } },
    });

  const handleRemove = async (factor: MfaVerificationInfo) => {
    const name = factorName(factor);
    const answer = await confirm({
      title: t('user_security.mfa.remove_title', { factor: name }),
      message: t('user_security.mfa.remove_message'),
      confirmLabel: t('kit.remove'),
      isDangerous: true,
    });
    if (answer !== 'confirmed') return;
    try {
      await removeOne(factor);
      showSuccessToast(t('user_security.mfa.removed', { factor: name }));
    } catch (error) {
      showErrorToast(error, t);
    }
    await queryClient.invalidateQueries({ queryKey });
  };

  const handleReset = async () => {
    const answer = await confirm({
      title: t('user_security.mfa.reset_title'),
      message: t('user_security.mfa.reset_message'),
      confirmLabel: t('user_security.mfa.reset_all'),
      isDangerous: true,
    });
    if (answer !== 'confirmed') return;
    try {
      // One by one: the API removes a factor per call.
      for (const factor of factors.data ?? []) await removeOne(factor);
      showSuccessToast(t('user_security.mfa.reset_done'));
    } catch (error) {
      showErrorToast(error, t);
    }
    await queryClient.invalidateQueries({ queryKey });
  };

  const rows = factors.data ?? [];
  return (
    <Card component="section" aria-labelledby="user-mfa">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id="user-mfa">
              {t('user_security.mfa.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('user_security.mfa.description')}
            </Text>
          </Stack>
          {rows.length > 0 && (
            <Button variant="default" color="red" onClick={handleReset}>
              {t('user_security.mfa.reset_all')}
            </Button>
          )}
        </Group>
        {factors.isError ? (
          <Text c="red" size="sm">
            {t('user_security.mfa.load_error')}
          </Text>
        ) : factors.isPending ? null : rows.length === 0 ? (
          <Text size="sm">{t('user_security.mfa.empty')}</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {rows.map((factor) => (
                <Table.Tr key={factor.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {factorName(factor)}
                      {factor.name ? ` · ${factor.name}` : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[
                        t('user_security.mfa.created', {
                          date: formatDateTime(Date.parse(factor.createdAt), i18n.language),
                        }),
                        factor.lastUsedAt &&
                          t('user_security.mfa.last_used', {
                            date: formatDateTime(Date.parse(factor.lastUsedAt), i18n.language),
                          }),
                        factor.remainCodes !== undefined &&
                          t('user_security.mfa.remaining_codes', { count: factor.remainCodes }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t('user_security.mfa.remove_label', {
                        factor: factorName(factor),
                      })}
                      onClick={() => handleRemove(factor)}
                    >
                      {t('kit.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
};
