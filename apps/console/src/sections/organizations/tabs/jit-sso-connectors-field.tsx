import { Group, Loader, MultiSelect, Text } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import type { OrganizationSettingsValues } from '../organization-form.ts';
import { useSsoConnectorOptions } from '../organizations-api.ts';

/**
 * The enterprise SSO connectors whose first-time users join the organization
 * (`/api/organizations/{id}/jit/sso-connectors`), picked from the tenant's connectors.
 */
export const JitSsoConnectorsField = ({
  control,
}: {
  control: Control<OrganizationSettingsValues>;
}) => {
  const { t } = useTranslation();
  const connectors = useSsoConnectorOptions();
  const label = t('organizations.settings.jit_sso_connectors');

  if (connectors.isError)
    return (
      <Group gap="sm" role="alert">
        <Text size="sm" c="red">
          {t('organizations.settings.jit_sso_connectors_error')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void connectors.refetch()}>
          {t('general.retry')}
        </Button>
      </Group>
    );

  const options = connectors.data ?? [];
  const isEmpty = connectors.isSuccess && options.length === 0;
  return (
    <Controller
      control={control}
      name="jitSsoConnectorIds"
      render={({ field }) => (
        <MultiSelect
          label={label}
          description={t('organizations.settings.jit_sso_connectors_hint')}
          data={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          searchable
          disabled={connectors.isPending || isEmpty}
          placeholder={isEmpty ? t('organizations.settings.jit_sso_connectors_empty') : undefined}
          rightSection={connectors.isPending ? <Loader size="xs" aria-label={label} /> : undefined}
          nothingFoundMessage={t('organizations.settings.jit_sso_connectors_empty')}
        />
      )}
    />
  );
};
