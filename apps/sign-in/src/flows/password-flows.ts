import { experienceApi } from '../api/experience-api.ts';

// Both flows follow the experience API order: event → verification → identification → submit.
// Each call throws an ApiError that the page turns into a translated message.

/** Signs in with username + password; resolves the URL to continue the OIDC flow at. */
export const signInWithPassword = async (username: string, password: string): Promise<string> => {
  await experienceApi.startInteraction('SignIn');
  const { verificationId } = await experienceApi.verifyPassword(
    { type: 'username', value: username },
    password,
  );
  await experienceApi.identify(verificationId);
  return (await experienceApi.submit()).redirectTo;
};

/** Registers a username + password account; resolves the URL to continue at. */
export const registerWithPassword = async (username: string, password: string): Promise<string> => {
  await experienceApi.startInteraction('Register');
  const { verificationId } = await experienceApi.createPasswordIdentity(
    { type: 'username', value: username },
    password,
  );
  await experienceApi.identify(verificationId);
  return (await experienceApi.submit()).redirectTo;
};
