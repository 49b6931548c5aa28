import { appearanceModes } from '@gatehouse/schemas/admin-preferences';
import { Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../api/me-api.ts';
import { useAuthActions } from '../../auth/auth-actions.ts';
import { SignOutIcon, SunMoonIcon, UserIcon } from '../../kit/icons.tsx';
import { UserAvatar } from '../../kit/user-avatar.tsx';
import { usePreferenceActions } from '../../preferences/use-admin-preferences.ts';
import { useAppearance } from '../../theme/appearance-provider.tsx';
import { LanguageSubmenu } from './language-submenu.tsx';

export const AvatarMenu = () => {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { mode } = useAppearance();
  const { setAppearance } = usePreferenceActions();
  const { signOut } = useAuthActions();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const name = me?.name || me?.username || me?.primaryEmail || t('shell.avatar_menu.unnamed_user');

  const handleSignOut = async () => {
    setIsSigningOut(true);
    try {
      await signOut();
    } finally {
      // The page normally leaves for the sign-out endpoint; this only runs when it did not.
      setIsSigningOut(false);
    }
  };

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('shell.avatar_menu.label', { name })}
          style={{ borderRadius: '50%' }}
        >
          <UserAvatar name={name} src={me?.avatar} size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          {me?.primaryEmail && (
            <Text size="xs" truncate>
              {me.primaryEmail}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component="a"
          href="/console/profile"
          target="_blank"
          rel="noopener"
          leftSection={<UserIcon />}
        >
          {t('shell.avatar_menu.profile')}
        </Menu.Item>
        <LanguageSubmenu />
        <Menu.Sub openDelay={300} closeDelay={100}>
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<SunMoonIcon />}>
              {t('shell.avatar_menu.appearance')}
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown aria-label={t('shell.avatar_menu.appearance')}>
            <Menu.RadioGroup value={mode} onChange={(value) => setAppearance(value as typeof mode)}>
              {appearanceModes.map((option) => (
                <Menu.RadioItem key={option} value={option} h={40} closeMenuOnClick>
                  {t(`shell.avatar_menu.appearance_${option}`)}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item
          color="red"
          closeMenuOnClick={false}
          disabled={isSigningOut}
          leftSection={isSigningOut ? <Loader size={16} color="red" /> : <SignOutIcon />}
          onClick={handleSignOut}
        >
          {isSigningOut ? t('shell.avatar_menu.signing_out') : t('shell.avatar_menu.sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
