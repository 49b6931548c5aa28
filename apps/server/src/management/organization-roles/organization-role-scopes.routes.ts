import {
  organizationRoleResourceScopeIdsBodyGuard,
  organizationScopeIdsBodyGuard,
} from '@gatehouse/schemas/api/organization-template';
import { organizationScopeGuard } from '@gatehouse/schemas/entities/organization';
import { scopeGuard } from '@gatehouse/schemas/entities/resource';
import { registerRelationRoutes } from '../../http/relation-routes.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  pageRoleOrganizationScopes,
  pageRoleResourceScopes,
} from '../../queries/organization-roles.ts';
import { toScopeResponse } from '../../responses/resource-responses.ts';
import {
  addOrganizationScopesToRole,
  addResourceScopesToRole,
  removeScopeFromRole,
  requireOrganizationRole,
} from '../../services/organization-template.ts';
import { refusingUnknownIds } from './unknown-ids.ts';

const tags = ['Organization roles'];

/** `/organization-roles/{id}/scopes` and `/resource-scopes`: what an organization role grants. */
export const registerOrganizationRoleScopesRoutes: ManagementArea = (routes) => {
  registerRelationRoutes(routes, {
    path: '/organization-roles/:id/scopes',
    ownerParam: 'id',
    memberParam: 'organizationScopeId',
    tags,
    owner: requireOrganizationRole,
    list: {
      paging: 'optional',
      response: organizationScopeGuard,
      search: [],
      summary: 'List the organization scopes an organization role grants',
      run: (tx, role, options) => pageRoleOrganizationScopes(tx, role.id, options),
    },
    add: {
      body: organizationScopeIdsBodyGuard,
      status: [201, 404, 422],
      summary: 'Grant organization scopes through an organization role',
      run: (tx, role, body) =>
        refusingUnknownIds(() => addOrganizationScopesToRole(tx, role, body.organizationScopeIds)),
    },
    replace: {
      body: organizationScopeIdsBodyGuard,
      status: [204, 404, 422],
      summary: 'Make an organization role grant exactly these organization scopes',
      run: (tx, role, body) =>
        refusingUnknownIds(() =>
          addOrganizationScopesToRole(tx, role, body.organizationScopeIds, 'replace'),
        ),
    },
    remove: {
      status: [204, 404, 422],
      summary: 'Stop granting an organization scope through an organization role',
      run: (tx, role, scopeId) => removeScopeFromRole(tx, 'organization', role, scopeId),
    },
  });

  registerRelationRoutes(routes, {
    path: '/organization-roles/:id/resource-scopes',
    ownerParam: 'id',
    memberParam: 'scopeId',
    tags,
    owner: requireOrganizationRole,
    list: {
      paging: 'optional',
      response: scopeGuard,
      search: [],
      summary: 'List the API-resource scopes an organization role grants',
      run: async (tx, role, options) => {
        const { rows, total } = await pageRoleResourceScopes(tx, role.id, options);
        return { rows: rows.map(toScopeResponse), total };
      },
    },
    add: {
      body: organizationRoleResourceScopeIdsBodyGuard,
      status: [201, 404, 422],
      summary: 'Grant API-resource scopes through an organization role',
      run: (tx, role, body) =>
        refusingUnknownIds(() => addResourceScopesToRole(tx, role, body.scopeIds)),
    },
    replace: {
      body: organizationRoleResourceScopeIdsBodyGuard,
      status: [204, 404, 422],
      summary: 'Make an organization role grant exactly these API-resource scopes',
      run: (tx, role, body) =>
        refusingUnknownIds(() => addResourceScopesToRole(tx, role, body.scopeIds, 'replace')),
    },
    remove: {
      status: [204, 404, 422],
      summary: 'Stop granting an API-resource scope through an organization role',
      run: (tx, role, scopeId) => removeScopeFromRole(tx, 'resource', role, scopeId),
    },
  });
};
