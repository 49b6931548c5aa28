import { Alert, Group, Modal, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { ConnectorLogo } from './connector-logo.tsx';
import { createTypes, isCreateType, tabOf, useConnectorsPath } from './connector-paths.ts';
import { pickPhrase } from './connector-text.ts';
import { useConnectorFactories, useConnectors } from './connectors-api.ts';

const titleKeys = {
  email: 'connectors.create.title_email',
  sms: 'connectors.create.title_sms',
  social: 'connectors.create.title_social',
} as const;

/**
 * `connectors/{tab}/create/{createType}`: cards of the factories of one type (logo, name,
 * description); Next opens the chosen factory's guide.
 */
export const ChooseFactoryModal = () => {
  const { t, i18n } = useTranslation();
  const { tab = '', createType } = useParams();
  const navigate = useNavigate();
  const path = useConnectorsPath();
  const factories = useConnectorFactories();
  const connectors = useConnectors();
  const [chosen, setChosen] = useState<string>();
  const close = () => navigate(path(`/${tab}`));

  if (!isCreateType(createType)) {
    return (
      <Modal opened onClose={close} title={t('errors.page_not_found')}>
        <Text>{t('errors.page_not_found_description')}</Text>
      </Modal>
    );
  }
  const type = createTypes[createType];
  const offered = factories.data?.filter((factory) => factory.type === type) ?? [];
  const selected = chosen ?? offered[0]?.id;
  const current = type === 'Social' ? undefined : connectors.data?.find((c) => c.type === type);

  return (
    <Modal opened onClose={close} title={t(titleKeys[createType])} size="xl">
      <Stack gap="md">
        {factories.isPending ? (
          <Skeleton h={96} />
        ) : offered.length === 0 ? (
          <Text>{t('connectors.create.no_factories')}</Text>
        ) : (
          <Radio.Group
            label={t('connectors.create.choose')}
            value={selected ?? null}
            onChange={setChosen}
            name="factory"
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {offered.map((factory) => {
                const name = pickPhrase(factory.name, i18n.language);
                const isChosen = selected === factory.id;
                return (
                  <Radio.Card
                    key={factory.id}
                    value={factory.id}
                    radius="md"
                    p="md"
                    aria-label={name}
                    style={{
                      borderColor: isChosen ? 'var(--mantine-primary-color-filled)' : undefined,
                      boxShadow: isChosen
                        ? 'inset 0 0 0 1px var(--mantine-primary-color-filled)'
                        : undefined,
                      backgroundColor: isChosen ? 'var(--mantine-primary-color-light)' : undefined,
                    }}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} aria-hidden />
                      <ConnectorLogo logo={factory.logo} logoDark={factory.logoDark} />
                      <Stack gap={4}>
                        <Text fw={600}>{name}</Text>
                        <Text size="sm" c="dimmed">
                          {pickPhrase(factory.description, i18n.language)}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
        )}
        {current && (
          <Alert color="yellow" variant="light">
            {t('connectors.create.replaces_current', { type: t(`connectors.types.${type}`) })}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('general.cancel')}
          </Button>
          <Button
            disabled={!selected}
            onClick={() => selected && navigate(path(`/${tabOf(type)}/guide/${selected}`))}
          >
            {t('connectors.create.next')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
