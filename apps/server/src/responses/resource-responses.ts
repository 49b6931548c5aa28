import type { Resource, Scope } from '@gatehouse/schemas/entities/resource';
import type { ResourceRow } from '../queries/resources.ts';
import type { ScopeRow } from '../queries/scopes.ts';

export const toResourceResponse = (row: ResourceRow): Resource => ({
  tenantId: row.tenantId,
  id: row.id,
  name: row.name,
  indicator: row.indicator,
  isDefault: row.isDefault,
  accessTokenTtl: row.accessTokenTtl,
});

export const toScopeResponse = (row: ScopeRow): Scope => ({
  tenantId: row.tenantId,
  id: row.id,
  resourceId: row.resourceId,
  name: row.name,
  description: row.description,
  createdAt: row.createdAt.getTime(),
});
