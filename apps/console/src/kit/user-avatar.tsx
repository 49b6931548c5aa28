import { Avatar, type AvatarProps } from '@mantine/core';

/** 12 background colours; the first character's code picks one (spec §9). */
const palette = [
  '#E74C3C',
  '#C0392B',
  '#D35400',
  '#B7791F',
  '#2F855A',
  '#16A085',
  '#2C7A7B',
  '#2B6CB0',
  '#5A67D8',
  '#6139F6',
  '#8E44AD',
  '#B83280',
] as const;

export const avatarColor = (name: string) => palette[(name.codePointAt(0) ?? 0) % palette.length];

type UserAvatarProps = Omit<AvatarProps, 'src' | 'alt' | 'children'> & {
  name: string;
  src?: string | null;
  /** Set when the avatar is the only content of a control that has no other name. */
  alt?: string;
};

export const UserAvatar = ({ name, src, alt = '', ...props }: UserAvatarProps) => (
  <Avatar
    src={src || undefined}
    alt={alt}
    radius="xl"
    styles={{ placeholder: { backgroundColor: avatarColor(name), color: '#fff' } }}
    {...props}
  >
    {name.slice(0, 1).toUpperCase()}
  </Avatar>
);
