import { z } from 'zod';
import { epochMsGuard } from './common.ts';

export const resourceGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  name: z.string().min(1),
  indicator: z.string().min(1),
  isDefault: z.boolean(),
  accessTokenTtl: z.number(),
});
export type Resource = z.infer<typeof resourceGuard>;

export const scopeGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  resourceId: z.string().min(1).max(21),
  name: z.string().min(1).max(256),
  description: z.string().nullable(),
  createdAt: epochMsGuard,
});
export type Scope = z.infer<typeof scopeGuard>;

export const resourceWithScopesGuard = resourceGuard.extend({
  scopes: z.array(scopeGuard).optional(),
});

/** A scope together with its resource (`GET /api/roles/{id}/scopes`). */
export const scopeWithResourceGuard = scopeGuard.extend({ resource: resourceGuard });
export type ScopeWithResource = z.infer<typeof scopeWithResourceGuard>;

/** `https://{tenantId}.logto.app/api`: a tenant's management API, which stays as seeded. */
export const isManagementApiIndicator = (indicator: string) =>
  /^https:\/\/[^./]+\.logto\.app\/api$/.test(indicator);
