import type { Connector } from '@gatehouse/schemas/entities/connector';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { PlusIcon } from '../../kit/icons.tsx';
import { ConnectorLogo } from './connector-logo.tsx';
import { useConnectorsPath } from './connector-paths.ts';
import { pickPhrase } from './connector-text.ts';
import { useConnectors } from './connectors-api.ts';
import { EmailTemplatesCard } from './email-templates-card.tsx';

type MessageType = 'Email' | 'Sms';

const phraseKeys = {
  Email: {
    title: 'connectors.passwordless.email_title',
    description: 'connectors.passwordless.email_description',
    empty: 'connectors.passwordless.email_empty',
    add: 'connectors.passwordless.add_email',
    createType: 'email',
  },
  Sms: {
    title: 'connectors.passwordless.sms_title',
    description: 'connectors.passwordless.sms_description',
    empty: 'connectors.passwordless.sms_empty',
    add: 'connectors.passwordless.add_sms',
    createType: 'sms',
  },
} as const;

/** One of the two message connectors: the active one, or an empty state that leads to create. */
const MessageConnectorCard = ({
  type,
  connector,
  isPending,
}: {
  type: MessageType;
  connector: Connector | undefined;
  isPending: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const path = useConnectorsPath();
  const keys = phraseKeys[type];
  const addLink = (
    <Button
      component={Link}
      to={path(`/passwordless/create/${keys.createType}`)}
      variant={connector ? 'default' : 'filled'}
      leftSection={<PlusIcon />}
    >
      {t(keys.add)}
    </Button>
  );
  const name = connector ? pickPhrase(connector.name, i18n.language) : '';

  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t(keys.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(keys.description)}
          </Text>
        </Stack>
        {isPending ? (
          <Skeleton h={40} />
        ) : connector ? (
          <Group justify="space-between" wrap="wrap" gap="md">
            <Group gap="sm" wrap="nowrap">
              <ConnectorLogo logo={connector.logo} logoDark={connector.logoDark} />
              <Anchor component={Link} to={path(`/passwordless/${connector.id}`)} fw={600}>
                {name}
              </Anchor>
            </Group>
            <Group gap="sm" wrap="wrap">
              <Text size="xs" c="dimmed">
                {t('connectors.passwordless.replace_note')}
              </Text>
              {addLink}
            </Group>
          </Group>
        ) : (
          <EmptyState title={t(keys.empty)} action={addLink} />
        )}
      </Stack>
    </Card>
  );
};

/** `connectors/passwordless`: the e-mail and the SMS connector, and the e-mail templates. */
export const PasswordlessTab = () => {
  const connectors = useConnectors();
  const find = (type: MessageType) => connectors.data?.find((item) => item.type === type);
  return (
    <Stack gap="lg">
      <MessageConnectorCard
        type="Email"
        connector={find('Email')}
        isPending={connectors.isPending}
      />
      <MessageConnectorCard type="Sms" connector={find('Sms')} isPending={connectors.isPending} />
      <EmailTemplatesCard />
    </Stack>
  );
};
