import { z } from 'zod';
import { type SocialUserInfo, socialError } from './social-kit.ts';

/**
 * Where each field of the person is found in the provider's profile JSON: a key, or a dotted
 * path into nested objects (`data.user.id`). `emailVerified` / `phoneVerified` name a boolean
 * the provider sets when it checked the address: without it the address is not trusted.
 */
export const profileMapGuard = z.object({
  id: z.string().min(1).default('id'),
  email: z.string().min(1).optional(),
  emailVerified: z.string().min(1).optional(),
  phone: z.string().min(1).optional(),
  phoneVerified: z.string().min(1).optional(),
  name: z.string().min(1).optional(),
  avatar: z.string().min(1).optional(),
});
export type ProfileMap = z.infer<typeof profileMapGuard>;

/** The value at `path` (dot-separated keys), or undefined. */
export const readPath = (source: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      source,
    );

const text = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** A provider's "verified" flag: a boolean, or the strings some providers send. */
const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * The person of a profile through a mapping. The id must exist (else the provider answered
 * something else than a profile: `connector.invalid_response`); e-mail and phone are kept only
 * when their verified flag is set, see `SocialUserInfo`.
 */
export const mapProfile = (profile: Record<string, unknown>, map: ProfileMap): SocialUserInfo => {
  const id = text(readPath(profile, map.id));
  if (!id) throw socialError('invalid_response', { error: `no "${map.id}" in the profile` });
  const email = map.email ? text(readPath(profile, map.email)) : undefined;
  const phone = map.phone ? text(readPath(profile, map.phone)) : undefined;
  const emailTrusted = map.emailVerified ? isTrue(readPath(profile, map.emailVerified)) : false;
  const phoneTrusted = map.phoneVerified ? isTrue(readPath(profile, map.phoneVerified)) : false;
  const name = map.name ? text(readPath(profile, map.name)) : undefined;
  const avatar = map.avatar ? text(readPath(profile, map.avatar)) : undefined;
  return {
    id,
    ...(email && emailTrusted ? { email } : {}),
    ...(phone && phoneTrusted ? { phone } : {}),
    ...(name ? { name } : {}),
    ...(avatar ? { avatar } : {}),
    rawData: profile,
  };
};
