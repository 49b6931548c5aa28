import { appearanceModes } from '@gatehouse/schemas/admin-preferences-core';
import { Loader, Menu, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useMe } from '../../api/me-api.ts';
import { useAuthActions } from '../../auth/auth-actions.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SignOutIcon, SunMoonIcon, UserIcon } from '../../kit/icons.tsx';
import { usePreferenceActions } from '../../preferences/use-admin-preferences.ts';
import { useAppearance } from '../../theme/appearance-provider.tsx';
import { AvatarButton } from './avatar-button.tsx';
import { LanguageSubmenu } from './language-submenu.tsx';

type AvatarMenuLoadedProps = {
  /** Set when a click (mouse or keyboard) on the placeholder button fetched this module. */
  isOpenedOnMount?: boolean;
};

/** The account menu itself: Mantine's Menu and floating-ui, fetched on first intent. */
export const AvatarMenuLoaded = ({ isOpenedOnMount = false }: AvatarMenuLoadedProps) => {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { mode } = useAppearance();
  const { setAppearance } = usePreferenceActions();
  const { signOut } = useAuthActions();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [isOpened, setIsOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  const name = me?.name || me?.username || me?.primaryEmail || t('shell.avatar_menu.unnamed_user');

  useEffect(() => {
    if (!isOpenedOnMount) return;
    // This button replaced the one that was clicked: focus it first, then open, so the menu
    // traps focus and gives it back to the button on close exactly as after any other click.
    targetRef.current?.focus();
    setIsOpened(true);
  }, [isOpenedOnMount]);

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
    <Menu position="bottom-end" width={260} withinPortal opened={isOpened} onChange={setIsOpened}>
      <Menu.Target>
        <AvatarButton
          ref={targetRef}
          name={name}
          src={me?.avatar}
          label={t('shell.avatar_menu.label', { name })}
        />
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
