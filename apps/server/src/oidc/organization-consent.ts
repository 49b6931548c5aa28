import type { Provider } from 'oidc-provider';

/**
 * Where a grant keeps the organizations the user let a third-party application act in (chosen on
 * the consent page). It is part of the OIDC Grant payload in `oidc_model_instances`, so it lives
 * and dies with the grant; organization tokens for other organizations are refused.
 */
const payloadKey = 'organizationIds';

type GrantWithOrganizations = { [payloadKey]?: unknown };

/**
 * Makes the tenant's Grant model keep `organizationIds` when it is saved and found again. The
 * Grant class is the provider's own (one per provider), so no other tenant is touched.
 */
export const keepConsentedOrganizations = (provider: Provider) => {
  const grantClass = provider.Grant as unknown as { IN_PAYLOAD: string[] };
  const fields = grantClass.IN_PAYLOAD;
  if (fields.includes(payloadKey)) return;
  Object.defineProperty(grantClass, 'IN_PAYLOAD', {
    configurable: true,
    get: () => [...fields, payloadKey],
  });
};

/** The organization ids the grant was consented for. */
export const consentedOrganizationsOf = (grant: object): string[] => {
  const value = (grant as GrantWithOrganizations)[payloadKey];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
};

/** Adds organizations to the grant's consent (saved with the grant). */
export const addConsentedOrganizations = (grant: object, organizationIds: readonly string[]) => {
  const merged = new Set([...consentedOrganizationsOf(grant), ...organizationIds]);
  (grant as GrantWithOrganizations)[payloadKey] = [...merged];
};
