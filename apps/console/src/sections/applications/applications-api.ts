import type { ApplicationPatch } from '@gatehouse/schemas/api/applications';
import type { ApplicationDetail, ApplicationSecret } from '@gatehouse/schemas/entities/application';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import { applicationKeys } from './application-keys.ts';

export const useApplication = (id: string) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => management.get<ApplicationDetail>(`/applications/${id}`, { signal }),
  });
};

/** Secrets of an app; only types with secrets ask, others get an empty list. */
export const useApplicationSecrets = (id: string, hasSecrets: boolean) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: applicationKeys.secrets(id),
    queryFn: ({ signal }) =>
      management.get<ApplicationSecret[]>(`/applications/${id}/secrets`, { signal }),
    enabled: hasSecrets,
  });
};

export const usePatchApplication = (id: string) => {
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ApplicationPatch) =>
      management.patch<ApplicationDetail>(`/applications/${id}`, { json: patch }),
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
    queryFn: ({ signal }) => management.get<ResourceSummary[]>('/resources', { signal }),
    enabled: isEnabled,
  });
};
