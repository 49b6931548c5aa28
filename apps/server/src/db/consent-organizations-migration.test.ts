import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import * as t from './schema/index.ts';
import { seed } from './seed.ts';

// Migration 0021 carries the consent organizations kept until then in the payload of the users'
// OIDC grants over to `application_user_consent_organizations`. A fresh database has no grant,
// so this test replays that one statement of the migration on grants written the old way.

const migrationUrl = new URL(
  '../migrations/0021_application_user_consent_organizations.sql',
  import.meta.url,
);
const tenantId = 'default';
const inAnHour = new Date(Date.now() + 3_600_000);

let database: TestDatabase;

const carryOverStatement = async () => {
  const text = await readFile(migrationUrl, 'utf8');
  const statement = text
    .split('--> statement-breakpoint')
    .find((part) => part.includes('INSERT INTO "application_user_consent_organizations"'));
  if (!statement) throw new Error('migration 0021 lost its carry-over statement');
  return statement;
};

const grant = (id: string, clientId: string, organizationIds: unknown, expiresAt = inAnHour) => ({
  tenantId,
  modelName: 'Grant',
  id,
  payload: { accountId: 'u-consent', clientId, organizationIds },
  expiresAt,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, {});
  const { db } = database;
  const metadata = { redirectUris: [], postLogoutRedirectUris: [] };
  await db.insert(t.users).values({ tenantId, id: 'u-consent', username: 'consent-carry' });
  await db.insert(t.applications).values([
    {
      tenantId,
      id: 'third',
      name: 'Third',
      secret: 's',
      type: 'Traditional',
      isThirdParty: true,
      oidcClientMetadata: metadata,
    },
    {
      tenantId,
      id: 'first',
      name: 'First',
      secret: 's',
      type: 'Traditional',
      oidcClientMetadata: metadata,
    },
  ]);
  await db
    .insert(t.organizations)
    .values(['o-member', 'o-member-2', 'o-outsider'].map((id) => ({ tenantId, id, name: id })));
  await db.insert(t.organizationUsers).values([
    { tenantId, organizationId: 'o-member', userId: 'u-consent' },
    { tenantId, organizationId: 'o-member-2', userId: 'u-consent' },
  ]);
  await db.insert(t.oidcModelInstances).values([
    // Carried over for the member organization only.
    grant('live', 'third', ['o-member', 'o-outsider', 'o-member']),
    // First-party applications were never limited by consent.
    grant('first-party', 'first', ['o-member-2']),
    grant('expired', 'third', ['o-member-2'], new Date(Date.now() - 1000)),
    // A payload without a list is skipped, not an error.
    grant('no-list', 'third', 'o-member-2'),
  ]);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('migration 0021 carry-over', () => {
  it('keeps the live third-party grants’ organizations the user is still a member of', async () => {
    await database.db.execute(sql.raw(await carryOverStatement()));
    const rows = await database.db.select().from(t.applicationUserConsentOrganizations);
    expect(rows).toEqual([
      { tenantId, applicationId: 'third', userId: 'u-consent', organizationId: 'o-member' },
    ]);
  });
});
