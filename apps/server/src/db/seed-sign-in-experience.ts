import { createDefaultSignInExperience } from '@gatehouse/schemas/sign-in-experience/default-sign-in-experience';

/** The default sign-in experience (spec §9) as a row of `sign_in_experiences`, minus the tenant. */
export const defaultSignInExperienceRow = () => {
  const { tenantId: _tenantId, ...experience } = createDefaultSignInExperience();
  return experience;
};
