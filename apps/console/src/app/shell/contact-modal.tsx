import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { externalLinks } from '../external-links.ts';

const rows = [
  { key: 'community', href: externalLinks.communityChat },
  { key: 'issues', href: externalLinks.issues },
  { key: 'email', href: externalLinks.email },
  { key: 'meeting', href: externalLinks.meeting },
] as const;

/** Help: four ways to reach people (spec §2). */
export const ContactModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shell.contact.title')}
      closeButtonProps={{ 'aria-label': t('general.close') }}
      size="lg"
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('shell.contact.description')}
      </Text>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Group key={row.key} component="li" justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{t(`shell.contact.${row.key}_title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`shell.contact.${row.key}_description`)}
              </Text>
            </div>
            <Button
              component="a"
              href={row.href}
              target={row.key === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              variant="default"
              aria-label={`${t(`shell.contact.${row.key}_action`)}: ${t(`shell.contact.${row.key}_title`)}`}
            >
              {t(`shell.contact.${row.key}_action`)}
            </Button>
          </Group>
        ))}
      </Stack>
      <Anchor
        href={externalLinks.docs}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        mt="lg"
        display="block"
      >
        {t('shell.top_bar.docs')}
      </Anchor>
    </Modal>
  );
};
