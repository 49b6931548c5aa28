import { languageTags } from '@gatehouse/schemas/language-tags';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { SignInExperiencePatch } from '@gatehouse/schemas/sign-in-experience/sign-in-experience-patch.schema';
import type { TenantTx } from '../db/tenant-scope.ts';
import { listCustomPhrases } from '../queries/custom-phrases.ts';
import {
  findSignInExperience,
  type SignInExperienceRowPatch,
  signInExperienceId,
  updateSignInExperience,
} from '../queries/sign-in-experiences.ts';
import { countUsernameCaseConflicts } from '../queries/username-case-conflicts.ts';
import { toSignInExperienceResponse } from '../responses/sign-in-experience-responses.ts';
import { findAvailableConnectors } from './connector-availability.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { assertSignInExperienceRules } from './sign-in-experience-rules.ts';

/** The name a missing sign-in experience row is reported under (its table, as Logto). */
const entityName = 'sign_in_experiences';

/** The tenant's sign-in experience in its wire shape; 404 before the tenant was seeded. */
export const requireSignInExperience = async (
  tx: TenantTx,
  options: { forUpdate?: boolean } = {},
): Promise<SignInExperience> => {
  const row = await findSignInExperience(tx, options);
  assertFound(row, entityName, signInExperienceId);
  return toSignInExperienceResponse(row);
};

/** `''` clears a link as `null` does; the stored value is then `null`. */
const emptyToNull = (value: string | null | undefined) => (value === '' ? null : value);

/**
 * The stored values of a patch: cleared links become `null`, and social targets keep only those
 * the tenant has a connector for, each once (as Logto, which drops unknown targets silently).
 */
const storedValues = (
  patch: SignInExperiencePatch,
  socialTargets: readonly string[],
): Partial<SignInExperience> => {
  const {
    termsOfUseUrl,
    privacyPolicyUrl,
    supportEmail,
    supportWebsiteUrl,
    unknownSessionRedirectUrl,
    socialSignInConnectorTargets,
    ...rest
  } = patch;
  const links = {
    termsOfUseUrl: emptyToNull(termsOfUseUrl),
    privacyPolicyUrl: emptyToNull(privacyPolicyUrl),
    supportEmail: emptyToNull(supportEmail),
    supportWebsiteUrl: emptyToNull(supportWebsiteUrl),
    unknownSessionRedirectUrl: emptyToNull(unknownSessionRedirectUrl),
  };
  return {
    ...rest,
    ...Object.fromEntries(Object.entries(links).filter(([, value]) => value !== undefined)),
    ...(socialSignInConnectorTargets && {
      socialSignInConnectorTargets: [
        ...new Set(socialSignInConnectorTargets.filter((target) => socialTargets.includes(target))),
      ],
    }),
  };
};

/** The languages a fallback language may be: the product's and those with custom phrases. */
const fallbackLanguages = async (tx: TenantTx) =>
  new Set(
    [...languageTags, ...(await listCustomPhrases(tx)).map(({ languageTag }) => languageTag)].map(
      (tag) => tag.toLowerCase(),
    ),
  );

/**
 * Applies `patch` to the tenant's sign-in experience: each field given replaces the stored one
 * whole. Refuses settings that contradict each other or need a connector the tenant lacks
 * (sign-in-experience-rules.ts), and making usernames case-insensitive while usernames differing
 * only by case exist (409).
 */
export const patchSignInExperience = async (
  tx: TenantTx,
  patch: SignInExperiencePatch,
): Promise<SignInExperience> => {
  const current = await requireSignInExperience(tx, { forUpdate: true });
  const connectors = await findAvailableConnectors(tx);
  const values = storedValues(patch, connectors.socialTargets);
  const next: SignInExperience = { ...current, ...values };
  const languages = patch.languageInfo ? await fallbackLanguages(tx) : new Set<string>();
  assertSignInExperienceRules(next, patch, { connectors, languages });
  if (current.usernamePolicy.caseSensitive && !next.usernamePolicy.caseSensitive) {
    const totalConflicts = await countUsernameCaseConflicts(tx);
    if (totalConflicts > 0) {
      throw new DomainError('sign_in_experiences.username_policy_case_conflicts_exist', {
        data: { totalConflicts },
        interpolation: { count: totalConflicts },
      });
    }
  }
  // An empty PATCH (`{}`) changes nothing and answers the stored experience, as Logto's does.
  if (Object.keys(values).length === 0) return current;
  const row = await updateSignInExperience(tx, values as SignInExperienceRowPatch);
  assertFound(row, entityName, signInExperienceId);
  return toSignInExperienceResponse(row);
};
