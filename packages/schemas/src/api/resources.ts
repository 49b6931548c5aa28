import { z } from 'zod';

/**
 * An API identifier: an absolute URI without a fragment (RFC 8707), as oidc-provider accepts
 * resource indicators.
 */
export const resourceIndicatorGuard = z
  .string()
  .min(1)
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      return !value.includes('#');
    },
    { message: 'The API identifier must be an absolute URI without a fragment.' },
  );

/** Seconds an access token for the resource lives. */
export const accessTokenTtlGuard = z.number().int().min(1).max(2_147_483_647);

export const resourcesQueryGuard = z.object({ includeScopes: z.string().optional() });

export const createResourceBodyGuard = z.object({
  tenantId: z.string().max(21).optional(),
  name: z.string().min(1),
  indicator: resourceIndicatorGuard,
  accessTokenTtl: accessTokenTtlGuard.optional(),
});
export type CreateResourceBody = z.infer<typeof createResourceBodyGuard>;

export const updateResourceBodyGuard = z.object({
  tenantId: z.string().max(21).optional(),
  name: z.string().min(1).optional(),
  accessTokenTtl: accessTokenTtlGuard.optional(),
});
export type UpdateResourceBody = z.infer<typeof updateResourceBodyGuard>;

export const resourceIsDefaultBodyGuard = z.object({ isDefault: z.boolean() });

export const createScopeBodyGuard = z.object({
  name: z.string().min(1).max(256),
  description: z.string().nullable().optional(),
});
export type CreateScopeBody = z.infer<typeof createScopeBodyGuard>;

export const updateScopeBodyGuard = createScopeBodyGuard.partial();
export type UpdateScopeBody = z.infer<typeof updateScopeBodyGuard>;
