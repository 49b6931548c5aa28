import {
  Anchor,
  Badge,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { useDialogs } from '../../../kit/confirm-dialog.tsx';
import { formatDateTime } from '../../../kit/format-date-time.ts';
import { PlusIcon } from '../../../kit/icons.tsx';
import { showErrorToast, showSuccessToast } from '../../../kit/server-errors.ts';
import { type SamlSecret, useSamlSecretActions, useSamlSecrets } from './saml-applications-api.ts';

const lifeSpans = ['1', '2', '3', '5', '10'] as const;
const toEpoch = (value: number | string) =>
  typeof value === 'number' ? value : new Date(value).getTime();

/** Signing certificates: create with a life span, activate one, delete the inactive ones. */
export const SamlCertificatesCard = ({ applicationId }: { applicationId: string }) => {
  const { t, i18n } = useTranslation();
  const { confirm } = useDialogs();
  const secrets = useSamlSecrets(applicationId);
  const actions = useSamlSecretActions(applicationId);
  const [isCreating, setIsCreating] = useState(false);
  const [busyId, setBusyId] = useState<string>();

  const run = async (secretId: string, action: () => Promise<unknown>, done: string) => {
    setBusyId(secretId);
    try {
      await action();
      showSuccessToast(done);
    } catch (error) {
      showErrorToast(error, t);
    } finally {
      setBusyId(undefined);
    }
  };

  const handleDelete = async (secret: SamlSecret) => {
    const result = await confirm({
      title: t('saml_applications.certificates.delete_title'),
      message: t('saml_applications.certificates.delete_message'),
      confirmLabel: t('kit.detail.delete'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await run(
      secret.id,
      () => actions.remove(secret.id),
      t('saml_applications.certificates.deleted'),
    );
  };

  const rows = secrets.data ?? [];
  const now = Date.now();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="saml-certificates">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="saml-certificates">
              {t('saml_applications.certificates.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('saml_applications.certificates.description')}
            </Text>
          </div>
          <Button variant="default" leftSection={<PlusIcon />} onClick={() => setIsCreating(true)}>
            {t('saml_applications.certificates.create')}
          </Button>
        </Group>
        {secrets.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            {t('general.loading')}
          </Text>
        ) : secrets.isError ? (
          <Group gap="sm">
            <Text size="sm" c="red" role="alert">
              {t('saml_applications.certificates.load_error')}
            </Text>
            <Button variant="default" size="xs" onClick={() => void secrets.refetch()}>
              {t('general.retry')}
            </Button>
          </Group>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('saml_applications.certificates.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-labelledby="saml-certificates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('saml_applications.certificates.fingerprint')}</Table.Th>
                  <Table.Th>{t('saml_applications.certificates.status')}</Table.Th>
                  <Table.Th>{t('saml_applications.certificates.expires_at')}</Table.Th>
                  <Table.Th>
                    <span className="mantine-visually-hidden">{t('kit.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((secret) => {
                  const expiresAt = toEpoch(secret.expiresAt);
                  const fingerprint = secret.fingerprints.sha256.formatted;
                  return (
                    <Table.Tr key={secret.id}>
                      <Table.Td>
                        <Text size="xs" ff="monospace" dir="ltr" style={{ wordBreak: 'break-all' }}>
                          {fingerprint}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {secret.active ? (
                          <Badge color="green" variant="light">
                            {t('saml_applications.certificates.active')}
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light">
                            {t('saml_applications.certificates.inactive')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {expiresAt <= now ? (
                          <Badge color="red" variant="light">
                            {t('saml_applications.certificates.expired')}
                          </Badge>
                        ) : (
                          formatDateTime(expiresAt, i18n.language)
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          <Anchor
                            size="sm"
                            href={`data:application/x-pem-file;charset=utf-8,${encodeURIComponent(secret.certificate)}`}
                            download={`saml-certificate-${secret.id}.pem`}
                          >
                            {t('saml_applications.certificates.download')}
                          </Anchor>
                          {!secret.active && (
                            <Button
                              size="xs"
                              variant="default"
                              isLoading={busyId === secret.id}
                              onClick={() =>
                                void run(
                                  secret.id,
                                  () => actions.setActive(secret.id, true),
                                  t('saml_applications.certificates.activated'),
                                )
                              }
                            >
                              {t('saml_applications.certificates.activate')}
                            </Button>
                          )}
                          {!secret.active && (
                            <Button
                              size="xs"
                              variant="default"
                              color="red"
                              aria-label={t('saml_applications.certificates.delete_label', {
                                fingerprint: fingerprint.slice(0, 11),
                              })}
                              onClick={() => void handleDelete(secret)}
                            >
                              {t('kit.detail.delete')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {isCreating && (
        <CreateCertificateModal
          onClose={() => setIsCreating(false)}
          onCreate={async (years) => {
            await actions.create(years);
            showSuccessToast(t('saml_applications.certificates.created'));
            setIsCreating(false);
          }}
        />
      )}
    </Card>
  );
};

const CreateCertificateModal = ({
  onClose,
  onCreate,
}: {
  onClose: () => void;
  onCreate: (years: number) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [years, setYears] = useState<string>('3');
  const [isSubmitting, setIsSubmitting] = useState(false);
  return (
    <Modal opened onClose={onClose} title={t('saml_applications.certificates.create_title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setIsSubmitting(true);
          onCreate(Number(years))
            .catch((error: unknown) => showErrorToast(error, t))
            .finally(() => setIsSubmitting(false));
        }}
      >
        <Stack gap="md">
          <Select
            label={t('saml_applications.certificates.life_span')}
            data={[...lifeSpans]}
            value={years}
            onChange={(value) => setYears(value ?? '3')}
            allowDeselect={false}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('general.cancel')}
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {t('saml_applications.certificates.create_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
