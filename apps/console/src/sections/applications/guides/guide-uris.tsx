import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { usePatchApplication } from '../applications-api.ts';
import type { GuideValues } from './guide-types.ts';

type UriField = 'redirectUris' | 'postLogoutRedirectUris';

/** Shows the two URIs the sample sends and registers a missing one with one click. */
export const GuideUris = ({
  application,
  values,
}: {
  application: ApplicationDetail;
  values: GuideValues;
}) => {
  const { t } = useTranslation();
  const patch = usePatchApplication(application.id);
  const rows: { field: UriField; label: string; uri: string }[] = [
    { field: 'redirectUris', label: t('guides.uris.redirect_uri'), uri: values.redirectUri },
    {
      field: 'postLogoutRedirectUris',
      label: t('guides.uris.post_logout_redirect_uri'),
      uri: values.postLogoutRedirectUri,
    },
  ];

  const handleAdd = (field: UriField, uri: string) => {
    const metadata = application.oidcClientMetadata;
    patch.mutate(
      { oidcClientMetadata: { ...metadata, [field]: [...metadata[field], uri] } },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: t('guides.uris.added', { uri }) }),
      },
    );
  };

  return (
    <Stack gap="xs">
      {rows.map(({ field, label, uri }) => {
        const isRegistered = application.oidcClientMetadata[field].includes(uri);
        return (
          <Group key={field} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" fw={600}>
                {label}
              </Text>
              <Text ff="monospace" size="sm" dir="ltr" style={{ wordBreak: 'break-all' }}>
                {uri}
              </Text>
            </div>
            {isRegistered ? (
              <Badge color="teal" variant="light">
                {t('guides.uris.registered')}
              </Badge>
            ) : (
              <Group gap="xs">
                <Badge color="yellow" variant="light">
                  {t('guides.uris.not_registered')}
                </Badge>
                <Button
                  size="xs"
                  variant="light"
                  isLoading={patch.isPending}
                  aria-label={t('guides.uris.add', { uri })}
                  onClick={() => handleAdd(field, uri)}
                >
                  {t('guides.uris.add_short')}
                </Button>
              </Group>
            )}
          </Group>
        );
      })}
    </Stack>
  );
};
