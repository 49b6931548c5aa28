import type { Experience } from '../api/experience-api.ts';

/** The profile parts this app can ask for on `/continue`. */
export type ProfilePart = 'username' | 'password';

/**
 * What a registration by e-mail or phone code still needs before it can be submitted, by the
 * tenant's sign-up settings: a username when usernames are a sign-up identifier, a password when
 * sign-up asks for one.
 */
export const profileStillNeeded = (experience: Experience): ProfilePart[] => {
  const { identifiers, password } = experience.signUp;
  const needed: ProfilePart[] = [];
  if (identifiers.includes('username')) needed.push('username');
  if (password) needed.push('password');
  return needed;
};

/** The parts of the server's `missingProfile` list that `/continue` can collect. */
export const collectableParts = (missing: readonly string[]): ProfilePart[] =>
  (['username', 'password'] as const).filter((part) => missing.includes(part));
