import { UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { UserAvatar } from '../../kit/user-avatar.tsx';

type AvatarButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'style'> & {
  name: string;
  src?: string | null;
  label: string;
};

/**
 * The round avatar that opens the account menu. The same element is drawn before the menu's code
 * has loaded and after, so the top bar looks and reads the same either way.
 */
export const AvatarButton = ({ name, src, label, ...props }: AvatarButtonProps) => (
  <UnstyledButton aria-label={label} style={{ borderRadius: '50%' }} {...props}>
    <UserAvatar name={name} src={src} size={36} />
  </UnstyledButton>
);
