import type { CacheChange, CacheChangeKind } from '../services/cache-change.ts';

type AreaChange = {
  kind: CacheChangeKind;
  /** Route parameters naming the changed entry, first present one wins (`:applicationId`, `:id`). */
  idParams: readonly string[];
};

/**
 * What a successful management write changes, by the first path segment after `/api`. Every area
 * with a mutating route must be listed (management-change.test.ts checks the registered routes):
 * an area missing here falls back to a `tenant` change, correct but as costly as before, a
 * provider rebuild per write.
 *
 * Routes nested under an area describe that area: `/roles/:id/users/:userId` is a `role` change
 * (a role's members moved), `/applications/:applicationId/roles` a `client` change (that
 * application's role scopes moved).
 */
export const managementAreaChanges = {
  applications: { kind: 'client', idParams: ['applicationId', 'id'] },
  // A SAML application is also the OIDC client its sign-ins go through.
  'saml-applications': { kind: 'client', idParams: ['id'] },
  resources: { kind: 'resource', idParams: ['resourceId', 'id'] },
  roles: { kind: 'role', idParams: ['id'] },
  users: { kind: 'user', idParams: ['userId'] },
  'sign-in-exp': { kind: 'experience', idParams: [] },
  'custom-phrases': { kind: 'experience', idParams: ['languageTag'] },
  // The rest of the sign-in configuration and its state: read from the database where used.
  connectors: { kind: 'experience', idParams: ['id', 'connectorId', 'factoryId'] },
  'email-templates': { kind: 'experience', idParams: ['id'] },
  'verification-codes': { kind: 'experience', idParams: [] },
  'sentinel-activities': { kind: 'experience', idParams: [] },
  // Read from the database by the Account API and the sign-in flows at each request.
  'account-center': { kind: 'experience', idParams: [] },
  'captcha-provider': { kind: 'experience', idParams: [] },
  // Organizations, their template and invitations decide organization tokens' scopes: a `role`
  // change drops the role-scope and organization-token caches (oidc/organization-cache.ts),
  // never the provider. (Every role's cached scopes go, whichever id is named.)
  organizations: { kind: 'role', idParams: ['id'] },
  'organization-roles': { kind: 'role', idParams: ['id'] },
  'organization-scopes': { kind: 'role', idParams: ['id'] },
  'organization-invitations': { kind: 'role', idParams: ['id'] },
  // Enterprise SSO connectors are read from the database by the sign-in flows at each request.
  'sso-connectors': { kind: 'experience', idParams: ['id'] },
} as const satisfies Record<string, AreaChange>;

const areaOf = (route: string) => /^\/api\/([^/]+)/.exec(route)?.[1];

const ruleFor = (route: string | undefined): AreaChange | undefined => {
  const area = route ? areaOf(route) : undefined;
  return area && Object.hasOwn(managementAreaChanges, area)
    ? managementAreaChanges[area as keyof typeof managementAreaChanges]
    : undefined;
};

/**
 * The change made by a management write to `route` (the registered pattern, e.g.
 * `/api/users/:userId/is-suspended`) with the request's `params`.
 */
export const describeManagementChange = (
  tenantId: string,
  route: string | undefined,
  params: Record<string, string | undefined>,
): CacheChange => {
  const rule = ruleFor(route);
  if (!rule) return { tenantId, kind: 'tenant' };
  const id = rule.idParams.map((name) => params[name]).find(Boolean);
  return id ? { tenantId, kind: rule.kind, id } : { tenantId, kind: rule.kind };
};
