import { type ExperienceIdentifier, experienceApi } from '../api/experience-api.ts';
import { type Finish, finishInteraction } from './finish-interaction.ts';
import { writeFlowState } from './flow-state.ts';

// Both flows follow the experience API order: event → verification → identification → submit.
// Each call throws an ApiError that the page turns into a translated message.

/** Signs in with an identifier (username, e-mail or phone) and its password. */
export const signInWithPassword = async (
  identifier: ExperienceIdentifier,
  password: string,
): Promise<Finish> => {
  await experienceApi.startInteraction('SignIn');
  const { verificationId } = await experienceApi.verifyPassword(identifier, password);
  await experienceApi.identify(verificationId);
  writeFlowState({ event: 'SignIn', identifier });
  return finishInteraction();
};

/** Registers a username + password account. */
export const registerWithPassword = async (username: string, password: string): Promise<Finish> => {
  const identifier = { type: 'username', value: username } as const;
  await experienceApi.startInteraction('Register');
  const { verificationId } = await experienceApi.createPasswordIdentity(identifier, password);
  await experienceApi.identify(verificationId);
  writeFlowState({ event: 'Register', identifier });
  return finishInteraction();
};
