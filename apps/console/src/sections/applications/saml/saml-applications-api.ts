import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClients } from '../../../api/api-provider.tsx';
import type { ManagementClient, ManagementPaths } from '../../../api/api-types.ts';
import type { ResponseOf } from '../../../api/client.ts';
import { applicationKeys } from '../application-keys.ts';

// Wire shapes of the contract (endpoints.md "SAML applications": SamlApplicationDetail,
// SamlAttributeMapping, SamlBinding, SamlNameIdFormat, SamlEncryption).
export const samlBindings = [
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
] as const;
export type SamlBinding = (typeof samlBindings)[number];

export const samlNameIdFormats = [
  'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
] as const;
export type SamlNameIdFormat = (typeof samlNameIdFormats)[number];

/** The user claims a SAML attribute can carry (contract SamlAttributeMapping keys). */
export const samlAttributeKeys = [
  'sub',
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'email',
  'email_verified',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'phone_number_verified',
  'address',
  'updated_at',
  'username',
  'created_at',
  'custom_data',
  'identities',
  'sso_identities',
  'roles',
  'organizations',
  'organization_data',
  'organization_roles',
] as const;
export type SamlAttributeKey = (typeof samlAttributeKeys)[number];
export type SamlAttributeMapping = Partial<Record<SamlAttributeKey, string>>;

// Wire shapes from the server's route schemas (generated types, `npm run api:types`).
export type SamlApplicationDetail = ResponseOf<
  ManagementPaths,
  '/api/saml-applications/{id}',
  'get'
>;
export type SamlApplicationPatch = NonNullable<
  ManagementPaths['/api/saml-applications/{id}']['patch']['requestBody']
>['content']['application/json'];
/** A signing certificate; `expiresAt` is a date string on GET and a number on POST/PATCH. */
export type SamlSecret = ResponseOf<
  ManagementPaths,
  '/api/saml-applications/{id}/secrets',
  'get'
>[number];

export const samlKeys = {
  detail: (id: string) => [...applicationKeys.detail(id), 'saml'] as const,
  secrets: (id: string) => [...applicationKeys.detail(id), 'saml-secrets'] as const,
};

export const createSamlApplication = (
  client: ManagementClient,
  body: { name: string; description: string | null },
) => client.post('/api/saml-applications', { body });

export const deleteSamlApplication = (client: ManagementClient, id: string) =>
  client.delete('/api/saml-applications/{id}', { params: { path: { id } } });

export const useSamlApplication = (id: string) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: samlKeys.detail(id),
    queryFn: ({ signal }) =>
      management.get('/api/saml-applications/{id}', { params: { path: { id } }, signal }),
  });
};

/** PATCH the SAML app; the app's detail (name, description) and lists refresh too. */
export const usePatchSamlApplication = (id: string) => {
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  return async (body: SamlApplicationPatch) => {
    const updated = await management.patch('/api/saml-applications/{id}', {
      params: { path: { id } },
      body,
    });
    queryClient.setQueryData(samlKeys.detail(id), updated);
    await queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    await queryClient.invalidateQueries({ queryKey: applicationKeys.detail(id), exact: true });
    return updated;
  };
};

export const useSamlSecrets = (id: string) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: samlKeys.secrets(id),
    queryFn: ({ signal }) =>
      management.get('/api/saml-applications/{id}/secrets', { params: { path: { id } }, signal }),
  });
};

/** Create, activate and delete of the signing certificates; each refreshes the list. */
export const useSamlSecretActions = (id: string) => {
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: samlKeys.secrets(id) });
  return {
    create: async (lifeSpanInYears: number) => {
      const created = await management.post('/api/saml-applications/{id}/secrets', {
        params: { path: { id } },
        body: { lifeSpanInYears },
      });
      await refresh();
      return created;
    },
    setActive: async (secretId: string, active: boolean) => {
      await management.patch('/api/saml-applications/{id}/secrets/{secretId}', {
        params: { path: { id, secretId } },
        body: { active },
      });
      await refresh();
    },
    remove: async (secretId: string) => {
      await management.delete('/api/saml-applications/{id}/secrets/{secretId}', {
        params: { path: { id, secretId } },
      });
      await refresh();
    },
  };
};

/** Our IdP's addresses for this app (contract: `/metadata` and `/api/saml/{id}/authn` are anonymous). */
export const samlIdpValues = (endpoint: string, id: string) => {
  const base = endpoint.replace(/\/+$/, '');
  return {
    metadataUrl: `${base}/api/saml-applications/${id}/metadata`,
    ssoUrl: `${base}/api/saml/${id}/authn`,
  };
};
