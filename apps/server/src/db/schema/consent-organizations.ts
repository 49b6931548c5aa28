import { foreignKey, index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { tenantId } from './common.ts';
import { organizationUsers } from './organizations.ts';

/**
 * The organizations a user let a third-party application act in (consent page or management API,
 * decision 023). Each row hangs on the membership: removing the user from the organization, or
 * deleting the user or the organization, removes the consent by cascade (migration 0021).
 */
export const applicationUserConsentOrganizations = pgTable(
  'application_user_consent_organizations',
  {
    tenantId: tenantId(),
    applicationId: varchar('application_id', { length: 21 }).notNull(),
    userId: varchar('user_id', { length: 12 }).notNull(),
    organizationId: varchar('organization_id', { length: 21 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'application_user_consent_organizations_pk',
      columns: [t.tenantId, t.applicationId, t.userId, t.organizationId],
    }),
    foreignKey({
      name: 'application_user_consent_organizations__application_id_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_user_consent_organizations__membership_fk',
      columns: [t.tenantId, t.organizationId, t.userId],
      foreignColumns: [
        organizationUsers.tenantId,
        organizationUsers.organizationId,
        organizationUsers.userId,
      ],
    }).onDelete('cascade'),
    index('application_user_consent_organizations__membership').on(
      t.tenantId,
      t.organizationId,
      t.userId,
    ),
  ],
);
