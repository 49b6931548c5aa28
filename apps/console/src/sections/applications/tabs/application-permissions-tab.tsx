import {
  type ApplicationDetail,
  type UserScope,
  userScopes,
} from '@gatehouse/schemas/entities/application';
import { ActionIcon, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../../api/api-provider.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TrashIcon } from '../../../kit/icons.tsx';
import { PageLoading } from '../../../kit/page-loading.tsx';
import { useResourceMutation } from '../../../kit/resource-queries.ts';
import { showSuccessToast } from '../../../kit/server-errors.ts';
import { applicationKeys } from '../application-keys.ts';

type ScopeType =
  | 'user-scopes'
  | 'resource-scopes'
  | 'organization-scopes'
  | 'organization-resource-scopes';

/**
 * The phrase of a user scope: `urn:logto:scope:sessions` → `…scope_names.sessions` (colons would
 * split an i18next key into a namespace and show the raw key).
 */
const scopeName = (scope: UserScope) =>
  `applications.permissions.scope_names.${scope.replace(/^urn:logto:scope:/, '')}` as 'applications.permissions.scope_names.sessions';

/**
 * Permissions tab of a third-party app: the user-data scopes it may ask consent for (a checkbox
 * each) and the API / organization permissions already granted, each removable.
 */
export const ApplicationPermissionsTab = ({ application }: { application: ApplicationDetail }) => {
  const { t } = useTranslation();
  const { management } = useApiClients();
  const applicationId = application.id;
  const key = applicationKeys.consentScopes(application.id);
  const scopes = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      management.get('/api/applications/{applicationId}/user-consent-scopes', {
        params: { path: { applicationId } },
        signal,
      }),
  });
  const add = useResourceMutation<UserScope>({
    request: (client, scope) =>
      client.post('/api/applications/{applicationId}/user-consent-scopes', {
        params: { path: { applicationId } },
        body: { userScopes: [scope] },
      }),
    invalidates: [key],
    onSuccess: () => showSuccessToast(t('applications.permissions.added')),
  });
  const remove = useResourceMutation<{ type: ScopeType; id: string; name: string }>({
    request: (client, { type, id }) =>
      client.delete('/api/applications/{applicationId}/user-consent-scopes/{scopeType}/{scopeId}', {
        params: { path: { applicationId, scopeType: type, scopeId: id } },
      }),
    invalidates: [key],
    onSuccess: (_, { name }) => showSuccessToast(t('applications.permissions.removed', { name })),
  });

  if (scopes.isPending) return <PageLoading />;
  if (scopes.isError) return <Text c="red">{t('applications.permissions.load_error')}</Text>;
  const granted = new Set(scopes.data.userScopes);
  const resourceRows = [
    ...scopes.data.resourceScopes.flatMap(({ resource, scopes: items }) =>
      items.map((scope) => ({
        type: 'resource-scopes' as const,
        id: scope.id,
        name: `${resource.name}: ${scope.name}`,
      })),
    ),
    ...scopes.data.organizationScopes.map((scope) => ({
      type: 'organization-scopes' as const,
      id: scope.id,
      name: scope.name,
    })),
  ];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="app-permissions">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="app-permissions">
            {t('applications.permissions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('applications.permissions.description')}
          </Text>
        </div>
        <Stack gap="xs" role="group" aria-label={t('applications.permissions.user_scopes')}>
          <Text fw={600}>{t('applications.permissions.user_scopes')}</Text>
          {userScopes.map((scope) => (
            <Checkbox
              key={scope}
              label={t(scopeName(scope))}
              description={scope}
              checked={granted.has(scope)}
              disabled={add.isPending || remove.isPending}
              onChange={(event) =>
                event.currentTarget.checked
                  ? add.mutate(scope)
                  : remove.mutate({
                      type: 'user-scopes',
                      id: scope,
                      name: t(scopeName(scope)),
                    })
              }
            />
          ))}
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>{t('applications.permissions.resource_scopes')}</Text>
          {resourceRows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('applications.permissions.empty')}
            </Text>
          ) : (
            resourceRows.map((row) => (
              <Group key={`${row.type}-${row.id}`} justify="space-between">
                <Text size="sm">{row.name}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('applications.permissions.remove', { name: row.name })}
                  onClick={() => remove.mutate(row)}
                >
                  <TrashIcon />
                </ActionIcon>
              </Group>
            ))
          )}
        </Stack>
      </Stack>
    </Card>
  );
};
