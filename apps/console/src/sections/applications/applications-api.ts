import type { ApplicationPatch } from '@gatehouse/schemas/api/applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import { applicationKeys } from './application-keys.ts';

export const useApplication = (id: string) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) =>
      management.get('/api/applications/{id}', { params: { path: { id } }, signal }),
  });
};

/** Secrets of an app; only types with secrets ask, others get an empty list. */
export const useApplicationSecrets = (id: string, hasSecrets: boolean) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: applicationKeys.secrets(id),
    queryFn: ({ signal }) =>
      management.get('/api/applications/{id}/secrets', { params: { path: { id } }, signal }),
    enabled: hasSecrets,
  });
};

export const usePatchApplication = (id: string) => {
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ApplicationPatch) =>
      management.patch('/api/applications/{id}', { params: { path: { id } }, body: patch }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
};

export type ResourceSummary = { id: string; name: string; indicator: string; isDefault: boolean };

export const useResourcesForApplications = (isEnabled: boolean) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: applicationKeys.resources(),
    queryFn: ({ signal }): Promise<ResourceSummary[]> =>
      management.get('/api/resources', { signal }),
    enabled: isEnabled,
  });
};
