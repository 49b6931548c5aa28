import { organizationInvitationStatuses } from '@gatehouse/schemas/entities/organization';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { createdAt, tenantId } from './common.ts';
import { scopes } from './resources.ts';
import { roleType } from './roles.ts';
import { users } from './users.ts';

export const organizations = pgTable(
  'organizations',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 256 }),
    customData: jsonb('custom_data').notNull().default({}).$type<Record<string, unknown>>(),
    isMfaRequired: boolean('is_mfa_required').notNull().default(false),
    isTrustedDeviceAllowed: boolean('is_trusted_device_allowed').notNull().default(true),
    color: jsonb('color').notNull().default({}).$type<Record<string, unknown>>(),
    branding: jsonb('branding').notNull().default({}).$type<Record<string, unknown>>(),
    customCss: text('custom_css'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The list pages newest first and searches by name (pg_trgm, as users do).
    index('organizations__created_at').on(t.tenantId, t.createdAt),
  ],
);

export const organizationRoles = pgTable(
  'organization_roles',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 256 }),
    type: roleType('type').notNull().default('User'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('organization_roles__name').on(t.tenantId, t.name),
  ],
);

export const organizationScopes = pgTable(
  'organization_scopes',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('organization_scopes__name').on(t.tenantId, t.name),
  ],
);

export const organizationRoleScopes = pgTable(
  'organization_role_scope_relations',
  {
    tenantId: tenantId(),
    organizationRoleId: varchar('organization_role_id', { length: 21 }).notNull(),
    organizationScopeId: varchar('organization_scope_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_role_scope_relations_pk',
      columns: [t.tenantId, t.organizationRoleId, t.organizationScopeId],
    }),
    foreignKey({
      name: 'organization_role_scope_relations__organization_role_id_fk',
      columns: [t.tenantId, t.organizationRoleId],
      foreignColumns: [organizationRoles.tenantId, organizationRoles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_role_scope_relations__organization_scope_id_fk',
      columns: [t.tenantId, t.organizationScopeId],
      foreignColumns: [organizationScopes.tenantId, organizationScopes.id],
    }).onDelete('cascade'),
  ],
);

export const organizationUsers = pgTable(
  'organization_user_relations',
  {
    tenantId: tenantId(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    userId: varchar('user_id', { length: 12 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_user_relations_pk',
      columns: [t.tenantId, t.organizationId, t.userId],
    }),
    foreignKey({
      name: 'organization_user_relations__organization_id_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_user_relations__user_id_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('organization_user_relations__user_id').on(t.tenantId, t.userId),
  ],
);

/**
 * A counter per organization that triggers on `organization_user_relations` bump on every insert
 * and delete (migration 0019): the held member order (services/organization-member-order.ts) is
 * current while it is unchanged.
 */
export const organizationMemberVersions = pgTable(
  'organization_member_versions',
  {
    // No foreign keys, like `user_list_versions` (see migration 0019 for why).
    tenantId: varchar('tenant_id', { length: 21 }).notNull(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'organization_member_versions_pk',
      columns: [t.tenantId, t.organizationId],
    }),
  ],
);

export const organizationRoleUsers = pgTable(
  'organization_role_user_relations',
  {
    tenantId: tenantId(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    organizationRoleId: varchar('organization_role_id', { length: 21 }).notNull(),
    userId: varchar('user_id', { length: 12 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_role_user_relations_pk',
      columns: [t.tenantId, t.organizationId, t.organizationRoleId, t.userId],
    }),
    foreignKey({
      name: 'organization_role_user_relations__organization_id_user_id_fk',
      columns: [t.tenantId, t.organizationId, t.userId],
      foreignColumns: [
        organizationUsers.tenantId,
        organizationUsers.organizationId,
        organizationUsers.userId,
      ],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_role_user_relations__organization_role_id_fk',
      columns: [t.tenantId, t.organizationRoleId],
      foreignColumns: [organizationRoles.tenantId, organizationRoles.id],
    }).onDelete('cascade'),
    // A member's roles in an organization (every member-list row, and the membership cascade).
    index('organization_role_user_relations__member').on(
      t.tenantId,
      t.organizationId,
      t.userId,
      t.organizationRoleId,
    ),
  ],
);

/** API-resource permissions an organization role grants inside its organization. */
export const organizationRoleResourceScopes = pgTable(
  'organization_role_resource_scope_relations',
  {
    tenantId: tenantId(),
    organizationRoleId: varchar('organization_role_id', { length: 21 }).notNull(),
    scopeId: varchar('scope_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_role_resource_scope_relations_pk',
      columns: [t.tenantId, t.organizationRoleId, t.scopeId],
    }),
    foreignKey({
      name: 'organization_role_resource_scope_relations__organization_role_id_fk',
      columns: [t.tenantId, t.organizationRoleId],
      foreignColumns: [organizationRoles.tenantId, organizationRoles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_role_resource_scope_relations__scope_id_fk',
      columns: [t.tenantId, t.scopeId],
      foreignColumns: [scopes.tenantId, scopes.id],
    }).onDelete('cascade'),
  ],
);

/** Machine-to-machine applications that belong to an organization. */
export const organizationApplications = pgTable(
  'organization_application_relations',
  {
    tenantId: tenantId(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_application_relations_pk',
      columns: [t.tenantId, t.organizationId, t.applicationId],
    }),
    foreignKey({
      name: 'organization_application_relations__organization_id_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_application_relations__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    index('organization_application_relations__application_id').on(t.tenantId, t.applicationId),
  ],
);

/** Organization roles (MachineToMachine type) an application holds inside an organization. */
export const organizationRoleApplications = pgTable(
  'organization_role_application_relations',
  {
    tenantId: tenantId(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    organizationRoleId: varchar('organization_role_id', { length: 21 }).notNull(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_role_application_relations_pk',
      columns: [t.tenantId, t.organizationId, t.organizationRoleId, t.applicationId],
    }),
    foreignKey({
      name: 'organization_role_application_relations__organization_id_application_id_fk',
      columns: [t.tenantId, t.organizationId, t.applicationId],
      foreignColumns: [
        organizationApplications.tenantId,
        organizationApplications.organizationId,
        organizationApplications.applicationId,
      ],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_role_application_relations__organization_role_id_fk',
      columns: [t.tenantId, t.organizationRoleId],
      foreignColumns: [organizationRoles.tenantId, organizationRoles.id],
    }).onDelete('cascade'),
  ],
);

export const organizationInvitationStatus = pgEnum(
  'organization_invitation_status',
  organizationInvitationStatuses,
);

export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    inviterId: varchar('inviter_id', { length: 21 }),
    invitee: varchar('invitee', { length: 256 }).notNull(),
    acceptedUserId: varchar('accepted_user_id', { length: 21 }),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    status: organizationInvitationStatus('status').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'organization_invitations__organization_id_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    // A user who leaves keeps the invitation history; the reference is cleared, not cascaded.
    foreignKey({
      name: 'organization_invitations__inviter_id_fk',
      columns: [t.tenantId, t.inviterId],
      foreignColumns: [users.tenantId, users.id],
    }),
    foreignKey({
      name: 'organization_invitations__accepted_user_id_fk',
      columns: [t.tenantId, t.acceptedUserId],
      foreignColumns: [users.tenantId, users.id],
    }),
    // One pending invitation per invitee and organization, as the contract's index says.
    uniqueIndex('organization_invitations__invitee_organization_id')
      .on(t.tenantId, t.invitee, t.organizationId)
      .where(sql`status = 'Pending'`),
  ],
);

export const organizationInvitationRoles = pgTable(
  'organization_invitation_role_relations',
  {
    tenantId: tenantId(),
    organizationInvitationId: varchar('organization_invitation_id', { length: 21 }).notNull(),
    organizationRoleId: varchar('organization_role_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_invitation_role_relations_pk',
      columns: [t.tenantId, t.organizationInvitationId, t.organizationRoleId],
    }),
    foreignKey({
      name: 'organization_invitation_role_relations__organization_invitation_id_fk',
      columns: [t.tenantId, t.organizationInvitationId],
      foreignColumns: [organizationInvitations.tenantId, organizationInvitations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_invitation_role_relations__organization_role_id_fk',
      columns: [t.tenantId, t.organizationRoleId],
      foreignColumns: [organizationRoles.tenantId, organizationRoles.id],
    }).onDelete('cascade'),
  ],
);

/** Just-in-time provisioning: users whose verified e-mail is on one of these domains join. */
export const organizationJitEmailDomains = pgTable(
  'organization_jit_email_domains',
  {
    tenantId: tenantId(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    emailDomain: varchar('email_domain', { length: 128 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_jit_email_domains_pk',
      columns: [t.tenantId, t.organizationId, t.emailDomain],
    }),
    foreignKey({
      name: 'organization_jit_email_domains__organization_id_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    // Sign-up looks organizations up by domain.
    index('organization_jit_email_domains__email_domain').on(t.tenantId, t.emailDomain),
  ],
);

/** The organization roles a just-in-time member is given. */
export const organizationJitRoles = pgTable(
  'organization_jit_roles',
  {
    tenantId: tenantId(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
    organizationRoleId: varchar('organization_role_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'organization_jit_roles_pk',
      columns: [t.tenantId, t.organizationId, t.organizationRoleId],
    }),
    foreignKey({
      name: 'organization_jit_roles__organization_id_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_jit_roles__organization_role_id_fk',
      columns: [t.tenantId, t.organizationRoleId],
      foreignColumns: [organizationRoles.tenantId, organizationRoles.id],
    }).onDelete('cascade'),
  ],
);

/** Organization scopes an application's consent screen asks for. */
export const applicationUserConsentOrganizationScopes = pgTable(
  'application_user_consent_organization_scopes',
  {
    tenantId: tenantId(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    organizationScopeId: varchar('organization_scope_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'application_user_consent_organization_scopes_pk',
      columns: [t.tenantId, t.applicationId, t.organizationScopeId],
    }),
    foreignKey({
      name: 'application_user_consent_organization_scopes__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_user_consent_organization_scopes__organization_scope_id_fk',
      columns: [t.tenantId, t.organizationScopeId],
      foreignColumns: [organizationScopes.tenantId, organizationScopes.id],
    }).onDelete('cascade'),
  ],
);

/** API-resource scopes that an application's consent asks for in the organization context. */
export const applicationUserConsentOrganizationResourceScopes = pgTable(
  'application_user_consent_organization_resource_scopes',
  {
    tenantId: tenantId(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    scopeId: varchar('scope_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'application_user_consent_organization_resource_scopes_pk',
      columns: [t.tenantId, t.applicationId, t.scopeId],
    }),
    foreignKey({
      name: 'application_user_consent_organization_resource_scopes__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_user_consent_organization_resource_scopes__scope_id_fk',
      columns: [t.tenantId, t.scopeId],
      foreignColumns: [scopes.tenantId, scopes.id],
    }).onDelete('cascade'),
  ],
);
