import type { MissingProfile } from '@gatehouse/schemas/api/experience';
import type { SignUp } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import type { ExperienceState } from '../experience-session.ts';

/**
 * What a new account still lacks for the tenant's sign-up settings (Logto's mandatory profile):
 * a password when `signUp.password`; a username; an e-mail, a phone, or either of them when the
 * sign-up identifiers are both e-mail and phone; and each secondary identifier.
 */
export const missingProfileOf = (
  signUp: SignUp,
  profile: ExperienceState['profile'],
): MissingProfile[] => {
  const required = new Set<MissingProfile>();
  if (signUp.password) required.add('password');
  const primary = new Set(signUp.identifiers);
  if (primary.has('username')) required.add('username');
  if (primary.has('email') && primary.has('phone')) required.add('emailOrPhone');
  else if (primary.has('email')) required.add('email');
  else if (primary.has('phone')) required.add('phone');
  for (const { identifier } of signUp.secondaryIdentifiers ?? []) required.add(identifier);

  const has: Record<MissingProfile, boolean> = {
    password: Boolean(profile.password),
    username: Boolean(profile.username),
    email: Boolean(profile.primaryEmail),
    phone: Boolean(profile.primaryPhone),
    emailOrPhone: Boolean(profile.primaryEmail || profile.primaryPhone),
  };
  return [...required].filter((field) => !has[field]);
};
