import { roleApplicationIdsBodyGuard, roleUserIdsBodyGuard } from '@gatehouse/schemas/api/roles';
import { applicationGuard } from '@gatehouse/schemas/entities/application';
import { userGuard } from '@gatehouse/schemas/entities/user';
import { registerRelationRoutes } from '../../http/relation-routes.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  pageRoleApplications,
  roleApplicationSearchFields,
} from '../../queries/applications-roles.ts';
import { pageRoleUsers, roleUserSearchFields } from '../../queries/users-roles.ts';
import { toApplicationResponse, toUserResponse } from '../../responses/member-responses.ts';
import { addHoldersToRole, removeHeldRole } from '../../services/role-members.ts';
import { requireRole } from '../../services/role-rules.ts';

const tags = ['Roles'];

/** The users and applications holding a role (`/roles/{id}/users`, `/roles/{id}/applications`). */
export const registerRoleMembersRoutes: ManagementArea = (routes) => {
  registerRelationRoutes(routes, {
    path: '/roles/:id/users',
    ownerParam: 'id',
    memberParam: 'userId',
    tags,
    owner: requireRole,
    list: {
      response: userGuard,
      search: roleUserSearchFields,
      summary: 'List the users holding a role (paged, searchable)',
      run: async (tx, role, options) => {
        const { rows, total } = await pageRoleUsers(tx, role.id, options);
        return { rows: rows.map(toUserResponse), total };
      },
    },
    add: {
      body: roleUserIdsBodyGuard,
      status: [201, 403, 404, 422],
      summary: 'Give a User role to users',
      run: (tx, role, body) => addHoldersToRole(tx, 'user', role, body.userIds),
    },
    remove: {
      status: [204, 403, 404],
      summary: 'Take a role away from a user',
      run: (tx, role, userId) => removeHeldRole(tx, 'user', userId, role),
    },
  });

  registerRelationRoutes(routes, {
    path: '/roles/:id/applications',
    ownerParam: 'id',
    memberParam: 'applicationId',
    tags,
    owner: requireRole,
    list: {
      response: applicationGuard,
      search: roleApplicationSearchFields,
      summary: 'List the applications holding a role (paged, searchable)',
      run: async (tx, role, options) => {
        const { rows, total } = await pageRoleApplications(tx, role.id, options);
        return { rows: rows.map(toApplicationResponse), total };
      },
    },
    add: {
      body: roleApplicationIdsBodyGuard,
      status: [201, 403, 404, 422],
      summary: 'Give a machine-to-machine role to applications',
      run: (tx, role, body) => addHoldersToRole(tx, 'application', role, body.applicationIds),
    },
    remove: {
      status: [204, 403, 404],
      summary: 'Take a role away from an application',
      run: (tx, role, applicationId) => removeHeldRole(tx, 'application', applicationId, role),
    },
  });
};
