import { useLogto } from '@logto/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClients } from './api-provider.tsx';
import { meKeys } from './keys.ts';

/** The signed-in console user as `GET /me` answers. */
export type MeProfile = {
  id: string;
  username: string | null;
  name: string | null;
  avatar: string | null;
  primaryEmail: string | null;
  primaryPhone: string | null;
  hasPassword: boolean;
  customData: Record<string, unknown>;
};

export type MeProfileUpdate =
  | { name?: string | null }
  | { username?: string }
  | { avatar?: string | null };

export type UserAssetsStatus = {
  status: 'ready' | 'not_configured';
  allowUploadMimeTypes?: string[];
  maxUploadFileSize?: number;
};

export const useMe = () => {
  const { isAuthenticated } = useLogto();
  const { me } = useApiClients();
  return useQuery({
    queryKey: meKeys.profile(),
    queryFn: ({ signal }) => me.get<MeProfile>('/', { signal }),
    enabled: isAuthenticated,
  });
};

/** `PATCH /me` with one field; 422 is shown by the caller in an alert (spec §8). */
export const useUpdateMe = () => {
  const { me } = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MeProfileUpdate) => me.patch<MeProfile>('/', { json: update }),
    onSuccess: (profile) => queryClient.setQueryData(meKeys.profile(), profile),
    meta: { suppressStatuses: [422] },
  });
};

/** `PATCH /me/custom-data`: merged by the server, which answers the full custom data. */
export const useUpdateMeCustomData = () => {
  const { me } = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Record<string, unknown>) =>
      me.patch<Record<string, unknown>>('/custom-data', { json: patch }),
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
    queryFn: ({ signal }) => me.get<UserAssetsStatus>('/user-assets/service-status', { signal }),
  });
};

/** `POST /me/user-assets` with the multipart field `file`. */
export const useUploadUserAsset = () => {
  const { me } = useApiClients();
  return (file: File, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('file', file);
    return me.post<{ url: string }>('/user-assets', { body: form, signal });
  };
};
