import type { UpdateUserBody } from '@gatehouse/schemas/api/users';
import type { User } from '@gatehouse/schemas/entities/user';
import { isValidBirthdate, isValidLocaleTag } from '@gatehouse/schemas/rules/user-profile';
import { z } from 'zod';
import { parseJsonObject } from '../../../kit/json-object.ts';
import {
  normalizePhone,
  optionalEmail,
  optionalPhone,
  optionalUsername,
} from '../user-form-rules.ts';

const profileKeys = [
  'givenName',
  'familyName',
  'nickname',
  'website',
  'birthdate',
  'locale',
] as const;
export type ProfileKey = (typeof profileKeys)[number];

export const userSettingsGuard = z
  .object({
    username: optionalUsername,
    primaryEmail: optionalEmail,
    primaryPhone: optionalPhone,
    name: z.string(),
    avatar: z
      .string()
      .trim()
      .refine((v) => !v || URL.canParse(v), 'invalid_url'),
    profile: z.object(
      Object.fromEntries(profileKeys.map((key) => [key, z.string()])) as Record<
        ProfileKey,
        z.ZodString
      >,
    ),
    customData: z.string(),
  })
  .superRefine((values, ctx) => {
    // Spec §5, the rules the server applies to the same fields (`userProfileInputGuard`).
    const { locale, birthdate } = values.profile;
    if (locale.trim() && !isValidLocaleTag(locale.trim()))
      ctx.addIssue({ code: 'custom', path: ['profile', 'locale'], message: 'invalid_locale' });
    if (birthdate.trim() && !isValidBirthdate(birthdate.trim()))
      ctx.addIssue({
        code: 'custom',
        path: ['profile', 'birthdate'],
        message: 'invalid_birthdate',
      });
    const parsed = parseJsonObject(values.customData);
    if (typeof parsed === 'string')
      ctx.addIssue({ code: 'custom', path: ['customData'], message: parsed });
  });
export type UserSettingsValues = z.infer<typeof userSettingsGuard>;

export const profileFieldKeys = profileKeys;

export const toUserSettings = (user: User): UserSettingsValues => ({
  username: user.username ?? '',
  primaryEmail: user.primaryEmail ?? '',
  primaryPhone: user.primaryPhone ?? '',
  name: user.name ?? '',
  avatar: user.avatar ?? '',
  profile: Object.fromEntries(profileKeys.map((key) => [key, user.profile[key] ?? ''])) as Record<
    ProfileKey,
    string
  >,
  customData: JSON.stringify(user.customData, null, 2),
});

/** Form → PATCH body: empty identifiers clear (`null`), profile keeps only filled fields. */
export const toUserPatch = (user: User, values: UserSettingsValues): UpdateUserBody => {
  const customData = parseJsonObject(values.customData);
  const profile = { ...user.profile };
  for (const key of profileKeys) {
    const value = values.profile[key].trim();
    if (value) profile[key] = value;
    else delete profile[key];
  }
  return {
    username: values.username || null,
    primaryEmail: values.primaryEmail || null,
    primaryPhone: values.primaryPhone ? normalizePhone(values.primaryPhone) : null,
    name: values.name.trim() || null,
    avatar: values.avatar || null,
    profile,
    customData: typeof customData === 'string' ? undefined : customData,
  };
};
