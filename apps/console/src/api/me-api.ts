import { useLogto } from '@logto/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClients } from './api-provider.tsx';
import type { MePaths } from './api-types.ts';
import type { ResponseOf } from './client.ts';
import { meKeys } from './keys.ts';

/** The signed-in console user as `GET /me` answers. */
export type MeProfile = ResponseOf<MePaths, '/me', 'get'>;

/** `PATCH /me` with one field. */
export type MeProfileUpdate =
  | { name?: string | null }
  | { username?: string }
  | { avatar?: string | null };

export type UserAssetsStatus = ResponseOf<MePaths, '/me/user-assets/service-status', 'get'>;

export const useMe = () => {
  const { isAuthenticated } = useLogto();
  const { me } = useApiClients();
  return useQuery({
    queryKey: meKeys.profile(),
    queryFn: ({ signal }) => me.get('/me', { signal }),
    enabled: isAuthenticated,
  });
};

/** `PATCH /me` with one field; 422 is shown by the caller in an alert (spec §8). */
export const useUpdateMe = () => {
  const { me } = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MeProfileUpdate) => me.patch('/me', { body: update }),
    onSuccess: (profile) => queryClient.setQueryData(meKeys.profile(), profile),
    meta: { suppressStatuses: [422] },
  });
};

/** `PATCH /me/custom-data`: merged by the server, which answers the full custom data. */
export const useUpdateMeCustomData = () => {
  const { me } = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Record<string, unknown>) => me.patch('/me/custom-data', { body: patch }),
    onSuccess: (customData) =>
      queryClient.setQueryData<MeProfile>(meKeys.profile(), (profile) =>
        profile ? { ...profile, customData } : profile,
      ),
  });
};

export const useUserAssetsStatus = () => {
  const { me } = useApiClients();
  return useQuery({
    queryKey: meKeys.assetsStatus(),
    queryFn: ({ signal }) => me.get('/me/user-assets/service-status', { signal }),
  });
};

/** `POST /me/user-assets` with the multipart field `file`. */
export const useUploadUserAsset = () => {
  const { me } = useApiClients();
  return (file: File, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('file', file);
    return me.post('/me/user-assets', { body: form, signal });
  };
};
