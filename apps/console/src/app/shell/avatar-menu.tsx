import { useState } from 'react';
import { useMe } from '../../api/me-api.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AvatarButton } from './avatar-button.tsx';
import { createDeferredModule, useDeferredModule } from './use-deferred-module.ts';

// The menu (Mantine's Menu/Popover and floating-ui, ~27 KB gzip) stays off the console's first
// load: a plain button with the same look and ARIA stands in until the user points at it, focuses
// it or clicks it (issue 9 item 9).
const avatarMenuModule = createDeferredModule(() => import('./avatar-menu-loaded.tsx'));

export const AvatarMenu = () => {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { module, preload, load } = useDeferredModule(avatarMenuModule);
  const [isOpenedOnMount, setIsOpenedOnMount] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  const name = me?.name || me?.username || me?.primaryEmail || t('shell.avatar_menu.unnamed_user');

  if (module) return <module.AvatarMenuLoaded isOpenedOnMount={isOpenedOnMount} />;

  const handleClick = () => {
    setIsOpenedOnMount(true);
    setIsLoading(true);
    load().catch(() => {
      // The chunk could not be fetched; the next click tries again.
      setIsOpenedOnMount(false);
      setIsLoading(false);
    });
  };

  return (
    <AvatarButton
      name={name}
      src={me?.avatar}
      label={t('shell.avatar_menu.label', { name })}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={isLoading || undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={handleClick}
    />
  );
};
