import { assignedRoleIdsGuard, roleIdsBodyGuard } from '@gatehouse/schemas/api/roles';
import { roleGuard } from '@gatehouse/schemas/entities/role';
import { z } from 'zod';
import { registerRelationRoutes } from '../../http/relation-routes.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { roleSearchFields } from '../../queries/roles.ts';
import {
  pageHeldRoles,
  removeHeldRole,
  requireMachineApplication,
  setHeldRoles,
} from '../../services/role-members.ts';
import { requireRole } from '../../services/role-rules.ts';
import { requireUser } from '../../services/user-management.ts';

/**
 * The roles a holder has, seen from the holder: `/users/{userId}/roles` (User roles) and
 * `/applications/{applicationId}/roles` (machine-to-machine applications and roles only; their
 * scopes go into the application's client-credentials tokens).
 */
export const registerHeldRolesRoutes: ManagementArea = (routes) => {
  registerRelationRoutes(routes, {
    path: '/users/:userId/roles',
    ownerParam: 'userId',
    memberParam: 'roleId',
    tags: ['Users'],
    owner: requireUser,
    list: {
      response: roleGuard,
      search: roleSearchFields,
      summary: "List a user's roles (paged, searchable)",
      run: (tx, user, options) => pageHeldRoles(tx, 'user', user.id, options),
    },
    add: {
      body: roleIdsBodyGuard,
      response: assignedRoleIdsGuard,
      status: [201, 403, 404, 422],
      summary: 'Give roles to a user; roles held already are skipped',
      run: (tx, user, body) => setHeldRoles(tx, 'user', user.id, body.roleIds, 'add'),
    },
    replace: {
      body: roleIdsBodyGuard,
      response: z.object({ roleIds: z.array(z.string()) }),
      status: [200, 403, 404, 422],
      summary: "Replace a user's roles",
      run: async (tx, user, body) => ({
        roleIds: (await setHeldRoles(tx, 'user', user.id, body.roleIds, 'replace')).roleIds,
      }),
    },
    remove: {
      status: [204, 403, 404],
      summary: 'Take a role away from a user',
      run: async (tx, user, roleId) =>
        removeHeldRole(tx, 'user', user.id, await requireRole(tx, roleId)),
    },
  });

  registerRelationRoutes(routes, {
    path: '/applications/:applicationId/roles',
    ownerParam: 'applicationId',
    memberParam: 'roleId',
    tags: ['Applications'],
    owner: requireMachineApplication,
    list: {
      response: roleGuard,
      search: roleSearchFields,
      errors: [422],
      summary: "List a machine-to-machine application's roles (paged, searchable)",
      run: (tx, application, options) => pageHeldRoles(tx, 'application', application.id, options),
    },
    add: {
      body: roleIdsBodyGuard,
      response: assignedRoleIdsGuard,
      status: [201, 403, 404, 422],
      summary: 'Give roles to an application; roles held already are skipped',
      run: (tx, application, body) =>
        setHeldRoles(tx, 'application', application.id, body.roleIds, 'add'),
    },
    replace: {
      body: roleIdsBodyGuard,
      status: [200, 403, 404, 422],
      summary: "Replace an application's roles",
      run: (tx, application, body) =>
        setHeldRoles(tx, 'application', application.id, body.roleIds, 'replace'),
    },
    remove: {
      status: [204, 403, 404, 422],
      summary: 'Take a role away from an application',
      run: async (tx, application, roleId) =>
        removeHeldRole(tx, 'application', application.id, await requireRole(tx, roleId)),
    },
  });
};
