import { isInternalRoleName } from '@gatehouse/schemas/entities/role';
import type { Search } from '../db/search.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  applicationRoleRelation,
  findApplicationsForRoles,
} from '../queries/applications-roles.ts';
import { countRoles, listRoles, type RoleRow } from '../queries/roles.ts';
import { findExistingUserIds, userRoleRelation } from '../queries/users-roles.ts';
import { requireApplication } from './application-management.ts';
import { assertFound, DomainError } from './domain-error.ts';
import { internalRoleViolation, requireRoles, unique } from './role-rules.ts';

/**
 * Who holds a role, from both sides: `/roles/{id}/users|applications` and
 * `/users|applications/{id}/roles`. Users hold User roles, machine-to-machine applications hold
 * MachineToMachine roles; internal roles are neither given nor taken here.
 */
const invalidUserRoleType = (roleId: string) =>
  new DomainError('user.invalid_role_type', { interpolation: { roleId } });
const invalidApplicationRoleType = (roleId: string) =>
  new DomainError('application.invalid_role_type', { interpolation: { roleId } });
const notMachineToMachine = () => new DomainError('application.invalid_type');

/** The application, which must be a machine-to-machine one to hold roles (422 otherwise). */
export const requireMachineApplication = async (tx: TenantTx, applicationId: string) => {
  const application = await requireApplication(tx, applicationId);
  if (application.type !== 'MachineToMachine') throw notMachineToMachine();
  return application;
};

/** One side of a role assignment: what may hold a role, and how to check candidates exist. */
type HolderKind = {
  relation: typeof userRoleRelation;
  roleType: RoleRow['type'];
  invalidType: (roleId: string) => DomainError;
  alreadyHolds: (id: string) => DomainError;
  /** Throws the 404 (or the holder's own rule) for the first candidate that cannot hold it. */
  requireCandidates: (tx: TenantTx, ids: string[]) => Promise<void>;
};

const userHolders: HolderKind = {
  relation: userRoleRelation,
  roleType: 'User',
  invalidType: invalidUserRoleType,
  alreadyHolds: (userId) => new DomainError('role.user_exists', { interpolation: { userId } }),
  requireCandidates: async (tx, ids) => {
    const found = new Set(await findExistingUserIds(tx, ids));
    for (const id of ids) assertFound(found.has(id) ? id : undefined, 'user', id);
  },
};

const applicationHolders: HolderKind = {
  relation: applicationRoleRelation,
  roleType: 'MachineToMachine',
  invalidType: invalidApplicationRoleType,
  alreadyHolds: (applicationId) =>
    new DomainError('role.application_exists', { interpolation: { applicationId } }),
  requireCandidates: async (tx, ids) => {
    const found = new Map((await findApplicationsForRoles(tx, ids)).map((app) => [app.id, app]));
    for (const id of ids) {
      const application = found.get(id);
      assertFound(application, 'application', id);
      if (application.type !== 'MachineToMachine') throw notMachineToMachine();
    }
  },
};

export type HolderType = 'user' | 'application';
const holderKinds: Record<HolderType, HolderKind> = {
  user: userHolders,
  application: applicationHolders,
};

/**
 * Gives a role to more holders (`POST /roles/{id}/users|applications`): the role must be of the
 * holders' type (422) and not internal (403); every holder must exist (404) and none may hold it
 * already (422).
 */
export const addHoldersToRole = async (
  tx: TenantTx,
  type: HolderType,
  role: RoleRow,
  holderIds: string[],
) => {
  const kind = holderKinds[type];
  if (isInternalRoleName(role.name)) throw internalRoleViolation();
  if (role.type !== kind.roleType) throw kind.invalidType(role.id);
  const ids = unique(holderIds);
  const [holder] = await kind.relation.membersAmong(tx, role.id, ids);
  if (holder) throw kind.alreadyHolds(holder);
  await kind.requireCandidates(tx, ids);
  await kind.relation.insert(
    tx,
    ids.map((member) => ({ owner: role.id, member })),
  );
};

/**
 * Gives a holder more roles (`add`: roles held already are skipped) or exactly these roles
 * (`replace`: the others are taken away, except internal ones, which lists never show).
 * Every role must exist (404), be of the holder's type (422) and not be internal (403).
 */
export const setHeldRoles = async (
  tx: TenantTx,
  type: HolderType,
  holderId: string,
  roleIds: string[],
  mode: 'add' | 'replace',
) => {
  const kind = holderKinds[type];
  const ids = unique(roleIds);
  const roles = await requireRoles(tx, ids);
  for (const role of roles) {
    if (isInternalRoleName(role.name)) throw internalRoleViolation();
    if (role.type !== kind.roleType) throw kind.invalidType(role.id);
  }
  const current = await kind.relation.ownerIds(tx, holderId);
  const held = new Set(current);
  const added = ids.filter((id) => !held.has(id));
  if (mode === 'replace') {
    const wanted = new Set(ids);
    const internal = new Set(
      (await requireRoles(tx, current))
        .filter((role) => isInternalRoleName(role.name))
        .map(({ id }) => id),
    );
    await kind.relation.removeFromOwners(
      tx,
      holderId,
      current.filter((id) => !wanted.has(id) && !internal.has(id)),
    );
  }
  await kind.relation.insert(
    tx,
    added.map((owner) => ({ owner, member: holderId })),
  );
  return { roleIds: ids, addedRoleIds: added };
};

/** One page of the roles a user or application holds (`GET …/roles`) and their total. */
export const pageHeldRoles = async (
  tx: TenantTx,
  type: HolderType,
  holderId: string,
  options: { search: Search | undefined; page: { limit: number; offset: number } | undefined },
) => {
  const kind = holderKinds[type];
  const filter = {
    type: kind.roleType,
    ids: await kind.relation.ownerIds(tx, holderId),
    search: options.search,
  };
  return {
    total: await countRoles(tx, filter),
    rows: await listRoles(tx, filter, options.page),
  };
};

/** Takes one role away from a user or application: 404 when it was not held, 403 if internal. */
export const removeHeldRole = async (
  tx: TenantTx,
  type: HolderType,
  holderId: string,
  role: RoleRow,
) => {
  if (isInternalRoleName(role.name)) throw internalRoleViolation();
  const removed = await holderKinds[type].relation.removeFromOwners(tx, holderId, [role.id]);
  if (removed === 0) throw new DomainError('entity.not_found');
};
