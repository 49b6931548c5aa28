import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error.ts';
import { useApiClients } from '../../api/api-provider.tsx';
import { createResourceKeys, useResourceMutation } from '../../kit/resource-queries.ts';
import type { CaptchaConfig, CaptchaProvider } from './captcha-form.ts';

// `/api/captcha-provider` (contract "Captcha provider"), typed by the server's generated schema.
export const captchaProviderKeys = createResourceKeys('captcha-provider');

/** The tenant's one provider, or `null` when none is set up (the API answers 404). */
export const useCaptchaProvider = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: captchaProviderKeys.details(),
    queryFn: async ({ signal }): Promise<CaptchaProvider | null> => {
      try {
        return await management.get('/api/captcha-provider', { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { suppressStatuses: [404] },
  });
};

export const usePutCaptchaProvider = () =>
  useResourceMutation({
    request: (api, config: CaptchaConfig): Promise<CaptchaProvider> =>
      api.put('/api/captcha-provider', { body: { config } }),
    invalidates: [captchaProviderKeys.all],
    meta: { handlesErrors: true },
  });

export const useDeleteCaptchaProvider = () =>
  useResourceMutation({
    request: (api, _: undefined) => api.delete('/api/captcha-provider', {}),
    invalidates: [captchaProviderKeys.all],
  });
