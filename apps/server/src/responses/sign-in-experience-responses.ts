import type { CustomPhrase } from '@gatehouse/schemas/sign-in-experience/custom-phrase.schema';
import { createDefaultSignInExperience } from '@gatehouse/schemas/sign-in-experience/default-sign-in-experience';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { CustomPhraseRow } from '../queries/custom-phrases.ts';
import type { SignInExperienceRow } from '../queries/sign-in-experiences.ts';

/**
 * A tenant's sign-in experience row as the API answers it. Columns added after a tenant was
 * seeded (migration 0011) hold the database default or `null`; the defaults of a fresh tenant
 * stand in for them, so every answer has the contract's full shape.
 */
export const toSignInExperienceResponse = (row: SignInExperienceRow): SignInExperience => {
  const defaults = createDefaultSignInExperience(row.tenantId);
  const mfa = row.mfa as Partial<SignInExperience['mfa']>;
  return {
    ...defaults,
    ...(row as unknown as SignInExperience),
    mfa: { ...defaults.mfa, ...mfa },
    usernamePolicy: (row.usernamePolicy ??
      defaults.usernamePolicy) as SignInExperience['usernamePolicy'],
  };
};

export const toCustomPhraseResponse = (row: CustomPhraseRow): CustomPhrase => row;
