import { z } from 'zod';
import { applicationTypeGuard } from './application.ts';

export const roleTypes = ['User', 'MachineToMachine'] as const;
export const roleTypeGuard = z.enum(roleTypes);
export type RoleType = z.infer<typeof roleTypeGuard>;

export const roleGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  name: z.string().min(1).max(128),
  description: z.string().min(1).max(128),
  type: roleTypeGuard,
  isDefault: z.boolean(),
});
export type Role = z.infer<typeof roleGuard>;

/** Names starting with this prefix are the platform's own roles: hidden and read-only. */
export const internalRolePrefix = '#internal:';
export const isInternalRoleName = (name: string) => name.startsWith(internalRolePrefix);

export const featuredUserGuard = z.object({
  id: z.string().min(1).max(12),
  avatar: z.string().max(2048).nullable(),
  name: z.string().max(128).nullable(),
});
export type FeaturedUser = z.infer<typeof featuredUserGuard>;

export const featuredApplicationGuard = z.object({
  id: z.string().min(1).max(21),
  name: z.string().min(1).max(256),
  type: applicationTypeGuard,
});
export type FeaturedApplication = z.infer<typeof featuredApplicationGuard>;

/** A role in the roles list: how many users and applications hold it, and up to three of each. */
export const roleWithMembersGuard = roleGuard.extend({
  usersCount: z.number(),
  featuredUsers: z.array(featuredUserGuard),
  applicationsCount: z.number(),
  featuredApplications: z.array(featuredApplicationGuard),
});
export type RoleWithMembers = z.infer<typeof roleWithMembersGuard>;
