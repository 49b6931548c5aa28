import { isInternalRoleName } from '@gatehouse/schemas/entities/role';
import type { Queryable } from '../db/client.ts';
import { ApiError, assertFound } from '../http/api-error.ts';
import type { Search } from '../http/search.ts';
import {
  deleteApplicationRoles,
  findApplicationForRoles,
  findApplicationsForRoles,
  findRoleApplicationIds,
  insertApplicationRoles,
  listApplicationRoleIds,
} from '../queries/applications-roles.ts';
import { countRoles, listRoles, type RoleRow } from '../queries/roles.ts';
import { findUserById } from '../queries/users.ts';
import {
  deleteUserRoles,
  findExistingUserIds,
  findRoleUserIds,
  insertUserRoles,
  listUserRoleIds,
} from '../queries/users-roles.ts';
import { internalRoleViolation, requireRoles, unique } from './role-rules.ts';

/**
 * Who holds a role, from both sides: `/roles/{id}/users|applications` and
 * `/users|applications/{id}/roles`. Users hold User roles, machine-to-machine applications hold
 * MachineToMachine roles; internal roles are neither given nor taken here.
 */
const invalidUserRoleType = (roleId: string) =>
  new ApiError('user.invalid_role_type', { status: 422, interpolation: { roleId } });
const invalidApplicationRoleType = (roleId: string) =>
  new ApiError('application.invalid_role_type', { status: 422, interpolation: { roleId } });
const notMachineToMachine = () => new ApiError('application.invalid_type', { status: 422 });

export const requireUser = async (tx: Queryable, tenantId: string, userId: string) => {
  const user = await findUserById(tx, tenantId, userId);
  assertFound(user, 'user', userId);
  return user;
};

/** The application, which must be a machine-to-machine one to hold roles (422 otherwise). */
export const requireMachineApplication = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
) => {
  const application = await findApplicationForRoles(tx, tenantId, applicationId);
  assertFound(application, 'application', applicationId);
  if (application.type !== 'MachineToMachine') throw notMachineToMachine();
  return application;
};

export const addUsersToRole = async (
  tx: Queryable,
  tenantId: string,
  role: RoleRow,
  userIds: string[],
) => {
  if (isInternalRoleName(role.name)) throw internalRoleViolation();
  if (role.type !== 'User') throw invalidUserRoleType(role.id);
  const ids = unique(userIds);
  const [holder] = await findRoleUserIds(tx, tenantId, role.id, ids);
  if (holder)
    throw new ApiError('role.user_exists', { status: 422, interpolation: { userId: holder } });
  const found = new Set(await findExistingUserIds(tx, tenantId, ids));
  for (const id of ids) assertFound(found.has(id) ? id : undefined, 'user', id);
  await insertUserRoles(
    tx,
    tenantId,
    ids.map((userId) => ({ userId, roleId: role.id })),
  );
};

export const addApplicationsToRole = async (
  tx: Queryable,
  tenantId: string,
  role: RoleRow,
  applicationIds: string[],
) => {
  if (isInternalRoleName(role.name)) throw internalRoleViolation();
  if (role.type !== 'MachineToMachine') throw invalidApplicationRoleType(role.id);
  const ids = unique(applicationIds);
  const [holder] = await findRoleApplicationIds(tx, tenantId, role.id, ids);
  if (holder) {
    throw new ApiError('role.application_exists', {
      status: 422,
      interpolation: { applicationId: holder },
    });
  }
  const found = new Map(
    (await findApplicationsForRoles(tx, tenantId, ids)).map((app) => [app.id, app]),
  );
  for (const id of ids) {
    const application = found.get(id);
    assertFound(application, 'application', id);
    if (application.type !== 'MachineToMachine') throw notMachineToMachine();
  }
  await insertApplicationRoles(
    tx,
    tenantId,
    ids.map((applicationId) => ({ applicationId, roleId: role.id })),
  );
};

type Holder = {
  type: RoleRow['type'];
  invalidType: (roleId: string) => ApiError;
  current: () => Promise<string[]>;
  insert: (roleIds: string[]) => Promise<void>;
  remove: (roleIds: string[]) => Promise<number>;
};

const userHolder = (tx: Queryable, tenantId: string, userId: string): Holder => ({
  type: 'User',
  invalidType: invalidUserRoleType,
  current: () => listUserRoleIds(tx, tenantId, userId),
  insert: (roleIds) =>
    insertUserRoles(
      tx,
      tenantId,
      roleIds.map((roleId) => ({ userId, roleId })),
    ),
  remove: (roleIds) => deleteUserRoles(tx, tenantId, userId, roleIds),
});

const applicationHolder = (tx: Queryable, tenantId: string, applicationId: string): Holder => ({
  type: 'MachineToMachine',
  invalidType: invalidApplicationRoleType,
  current: () => listApplicationRoleIds(tx, tenantId, applicationId),
  insert: (roleIds) =>
    insertApplicationRoles(
      tx,
      tenantId,
      roleIds.map((roleId) => ({ applicationId, roleId })),
    ),
  remove: (roleIds) => deleteApplicationRoles(tx, tenantId, applicationId, roleIds),
});

/**
 * Gives a holder more roles (`add`: roles held already are skipped) or exactly these roles
 * (`replace`: the others are taken away, except internal ones, which lists never show).
 * Every role must exist (404), be of the holder's type (422) and not be internal (403).
 */
const setRoles = async (
  tx: Queryable,
  tenantId: string,
  holder: Holder,
  roleIds: string[],
  mode: 'add' | 'replace',
) => {
  const ids = unique(roleIds);
  const roles = await requireRoles(tx, tenantId, ids);
  for (const role of roles) {
    if (isInternalRoleName(role.name)) throw internalRoleViolation();
    if (role.type !== holder.type) throw holder.invalidType(role.id);
  }
  const current = await holder.current();
  const held = new Set(current);
  const added = ids.filter((id) => !held.has(id));
  if (mode === 'replace') {
    const wanted = new Set(ids);
    const internal = new Set(
      (await requireRoles(tx, tenantId, current))
        .filter((role) => isInternalRoleName(role.name))
        .map(({ id }) => id),
    );
    await holder.remove(current.filter((id) => !wanted.has(id) && !internal.has(id)));
  }
  await holder.insert(added);
  return { roleIds: ids, addedRoleIds: added };
};

export const setUserRoles = (
  tx: Queryable,
  tenantId: string,
  userId: string,
  roleIds: string[],
  mode: 'add' | 'replace',
) => setRoles(tx, tenantId, userHolder(tx, tenantId, userId), roleIds, mode);

export const setApplicationRoles = (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  roleIds: string[],
  mode: 'add' | 'replace',
) => setRoles(tx, tenantId, applicationHolder(tx, tenantId, applicationId), roleIds, mode);

/** A user or an application, as the routes name it. */
type HolderRef = { userId: string } | { applicationId: string };

const holderOf = (tx: Queryable, tenantId: string, ref: HolderRef) =>
  'userId' in ref
    ? userHolder(tx, tenantId, ref.userId)
    : applicationHolder(tx, tenantId, ref.applicationId);

/** `[total, roles]` of one page of the roles a user or application holds (`GET …/roles`). */
export const listHeldRoles = async (
  tx: Queryable,
  tenantId: string,
  ref: HolderRef,
  options: { search?: Search | undefined; page: { limit: number; offset: number } },
) => {
  const holder = holderOf(tx, tenantId, ref);
  const filter = { type: holder.type, ids: await holder.current(), search: options.search };
  return [
    await countRoles(tx, tenantId, filter),
    await listRoles(tx, tenantId, filter, options.page),
  ] as const;
};

/** Takes one role away from a user or application: 404 when it was not held, 403 if internal. */
export const removeHeldRole = async (
  tx: Queryable,
  tenantId: string,
  ref: HolderRef,
  role: RoleRow,
) => {
  if (isInternalRoleName(role.name)) throw internalRoleViolation();
  const removed = await holderOf(tx, tenantId, ref).remove([role.id]);
  if (removed === 0) throw new ApiError('entity.not_found', { status: 404 });
};
