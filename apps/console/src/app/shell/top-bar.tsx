import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DocsIcon, GatehouseLogo, HelpIcon } from '../../kit/icons.tsx';
import { useConsoleConfig } from '../console-config.ts';
import { externalLinks } from '../external-links.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { ContactModal } from './contact-modal.tsx';
import { VersionBadge } from './version-badge.tsx';

type TopBarProps = { isNavOpened?: boolean; onToggleNav?: () => void };

export const TopBar = ({ isNavOpened, onToggleNav }: TopBarProps) => {
  const { t } = useTranslation();
  const { edition } = useConsoleConfig();
  const [isContactOpened, contact] = useDisclosure(false);
  const isCloud = edition === 'cloud';

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {onToggleNav && (
          <Burger
            opened={isNavOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('shell.top_bar.toggle_navigation')}
          />
        )}
        <Anchor
          component={Link}
          to="/"
          aria-label={t('shell.top_bar.home')}
          c="inherit"
          underline="never"
        >
          <Group gap={8} wrap="nowrap">
            <GatehouseLogo />
            <Text fw={700} size="lg">
              {t('general.product_name')}
            </Text>
          </Group>
        </Anchor>
        {!isCloud && (
          <Text c="dimmed" fw={500} visibleFrom="xs">
            {t('general.console_title')}
          </Text>
        )}
        {!isCloud && <VersionBadge />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          component="a"
          href={externalLinks.docs}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          color="gray"
          leftSection={<DocsIcon />}
        >
          {t('shell.top_bar.docs')}
        </Button>
        <Button variant="subtle" color="gray" leftSection={<HelpIcon />} onClick={contact.open}>
          {t('shell.top_bar.help')}
        </Button>
        <AvatarMenu />
      </Group>
      <ContactModal opened={isContactOpened} onClose={contact.close} />
    </Group>
  );
};
