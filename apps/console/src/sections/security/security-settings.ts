import type { SignInExperiencePatch } from '@gatehouse/schemas/sign-in-experience/sign-in-experience-patch.schema';
import { useQueryClient } from '@tanstack/react-query';
import {
  signInExperienceKeys,
  useUpdateSignInExperience,
} from '../sign-in-experience/sign-in-experience-api.ts';

/** Saves part of the sign-in experience and puts the answer in the cache every page reads. */
export const useSaveSignInExperience = () => {
  const queryClient = useQueryClient();
  const update = useUpdateSignInExperience();
  return async (patch: SignInExperiencePatch) => {
    const next = await update.mutateAsync(patch);
    queryClient.setQueryData(signInExperienceKeys.details(), next);
  };
};
