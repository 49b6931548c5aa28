import type { Connector } from '@gatehouse/schemas/entities/connector';
import type {
  CustomPhrase,
  TranslationObject,
} from '@gatehouse/schemas/sign-in-experience/custom-phrase.schema';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { SignInExperiencePatch } from '@gatehouse/schemas/sign-in-experience/sign-in-experience-patch.schema';
import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import { createResourceKeys, useResourceMutation } from '../../kit/resource-queries.ts';

/** Query keys of the section: the experience (one per tenant) and the custom phrases. */
export const signInExperienceKeys = createResourceKeys('sign-in-experience');
export const customPhraseKeys = createResourceKeys('custom-phrases');

export const useSignInExperience = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: signInExperienceKeys.details(),
    queryFn: ({ signal }): Promise<SignInExperience> =>
      management.get('/api/sign-in-exp', { signal }),
  });
};

/** `PATCH /api/sign-in-exp`: each field named replaces the stored one whole. */
export const useUpdateSignInExperience = () =>
  useResourceMutation({
    request: (api, body: SignInExperiencePatch): Promise<SignInExperience> =>
      api.patch('/api/sign-in-exp', { body }),
    invalidates: [signInExperienceKeys.all],
    meta: { handlesErrors: true },
  });

export const useCustomPhrases = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: customPhraseKeys.lists(),
    queryFn: ({ signal }): Promise<CustomPhrase[]> =>
      management.get('/api/custom-phrases', { signal }),
  });
};

export const usePutCustomPhrases = () =>
  useResourceMutation({
    request: (
      api,
      { languageTag, translation }: { languageTag: string; translation: TranslationObject },
    ) =>
      api.put('/api/custom-phrases/{languageTag}', {
        params: { path: { languageTag } },
        body: translation,
      }),
    invalidates: [customPhraseKeys.all],
    meta: { handlesErrors: true },
  });

export const useDeleteCustomPhrases = () =>
  useResourceMutation({
    request: (api, languageTag: string) =>
      api.delete('/api/custom-phrases/{languageTag}', { params: { path: { languageTag } } }),
    invalidates: [customPhraseKeys.all],
  });

/** The tenant's connectors: which social targets can be offered, and their names. */
export const useSocialConnectors = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: ['connectors', 'list'],
    queryFn: ({ signal }): Promise<Connector[]> => management.get('/api/connectors', { signal }),
    select: (connectors) => connectors.filter((connector) => connector.type === 'Social'),
  });
};
