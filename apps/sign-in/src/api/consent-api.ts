import type { ConsentInfo, RedirectResponse } from '@gatehouse/schemas/api/experience';
import { requestApi } from './api-client.ts';

/** The consent step's calls, loaded with the consent page (not with the sign-in page). */
export const consentApi = {
  fetchConsent: () => requestApi<ConsentInfo>('GET', '/api/experience/consent'),
  /** Grants the scopes asked for and, when organization scopes were, these organizations. */
  grantConsent: (organizationIds?: string[]) =>
    requestApi<RedirectResponse>(
      'POST',
      '/api/experience/consent',
      organizationIds ? { organizationIds } : undefined,
    ),
};
