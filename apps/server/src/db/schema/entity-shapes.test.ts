import {
  type Application,
  type ApplicationSecret,
  type ApplicationSignInExperience,
  applicationGuard,
  applicationSecretGuard,
  applicationSignInExperienceGuard,
} from '@gatehouse/schemas/entities/application';
import { type EmailTemplate, emailTemplateGuard } from '@gatehouse/schemas/entities/email-template';
import { type Log, logGuard } from '@gatehouse/schemas/entities/log';
import { type Organization, organizationGuard } from '@gatehouse/schemas/entities/organization';
import {
  type Resource,
  resourceGuard,
  type Scope,
  scopeGuard,
} from '@gatehouse/schemas/entities/resource';
import { type Role, roleGuard } from '@gatehouse/schemas/entities/role';
import {
  type UserWithPasswordInfo,
  userWithPasswordInfoGuard,
} from '@gatehouse/schemas/entities/user';
import {
  type CustomPhrase,
  customPhraseGuard,
} from '@gatehouse/schemas/sign-in-experience/custom-phrase.schema';
import {
  type SignInExperience,
  signInExperienceGuard,
} from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  applicationSecrets,
  applicationSignInExperiences,
  applications,
  customPhrases,
  emailTemplates,
  logs,
  organizations,
  resources,
  roles,
  scopes,
  signInExperiences,
  users,
} from './index.ts';

/*
 * Each entity is declared twice by necessity: the Drizzle table (storage) here, the zod schema
 * (wire) in packages/schemas, which must not import the server. These checks tie the two: a
 * column added to one side only fails them, unless it is named below as server-only (never leaves
 * the database) or wire-only (computed by the mapper). The runtime half runs in vitest; the
 * type half (`expectTypeOf`) fails `tsc` when a shared field's type drifts.
 */

/** A column's value once on the wire: timestamps travel as epoch milliseconds. */
type OnWire<T> = T extends Date ? number : T;

/** The shared, non-JSON fields of a row, typed as they travel. */
type RowOnWire<Row, Keys extends keyof Row> = { [K in Keys]: OnWire<Row[K]> };

/** The same fields of a wire type; optional ones count as present (the mapper decides). */
type WireFields<Wire, Keys extends keyof Wire> = { [K in Keys]-?: Exclude<Wire[K], undefined> };

const expectSameFields = (
  table: Table,
  guard: z.ZodObject,
  { serverOnly = [], wireOnly = [] }: { serverOnly?: string[]; wireOnly?: string[] },
) => {
  const stored = Object.keys(getTableColumns(table)).filter((key) => !serverOnly.includes(key));
  const declared = Object.keys(guard.shape).filter((key) => !wireOnly.includes(key));
  expect(stored.sort()).toEqual(declared.sort());
};

describe('users ↔ userWithPasswordInfoGuard', () => {
  type Row = typeof users.$inferSelect;
  const serverOnly = [
    'tenantId',
    'passwordEncrypted',
    'passwordEncryptionMethod',
    'logtoConfig',
    'mfaVerifications',
    'isPasswordExpired',
    'passwordUpdatedAt',
  ] as const;
  const wireOnly = [
    'hasPassword',
    'hasSecurityVerificationMethod',
    'ssoIdentities',
    'passwordDigest',
    'passwordAlgorithm',
  ] as const;
  type Json = 'profile' | 'identities';

  it('has the same fields on both sides', () => {
    expectSameFields(users, userWithPasswordInfoGuard, {
      serverOnly: [...serverOnly],
      wireOnly: [...wireOnly],
    });
    expectTypeOf<Exclude<keyof Row, (typeof serverOnly)[number]>>().toEqualTypeOf<
      Exclude<keyof UserWithPasswordInfo, (typeof wireOnly)[number]>
    >();
  });

  it('types shared fields alike, the password algorithm included', () => {
    type Shared = Exclude<keyof Row & keyof UserWithPasswordInfo, Json>;
    expectTypeOf<RowOnWire<Row, Shared>>().toEqualTypeOf<
      WireFields<UserWithPasswordInfo, Shared>
    >();
    expectTypeOf<Row['passwordEncryptionMethod']>().toEqualTypeOf<
      WireFields<UserWithPasswordInfo, 'passwordAlgorithm'>['passwordAlgorithm']
    >();
  });
});

describe('applications ↔ applicationGuard', () => {
  type Row = typeof applications.$inferSelect;
  type Json = 'oidcClientMetadata' | 'customClientMetadata';

  it('has the same fields on both sides', () => {
    expectSameFields(applications, applicationGuard, {});
    expectTypeOf<keyof Row>().toEqualTypeOf<keyof Application>();
  });

  it('types shared fields alike', () => {
    type Shared = Exclude<keyof Row, Json>;
    expectTypeOf<RowOnWire<Row, Shared>>().toEqualTypeOf<WireFields<Application, Shared>>();
  });
});

describe('application_secrets ↔ applicationSecretGuard', () => {
  type Row = typeof applicationSecrets.$inferSelect;

  it('has the same fields, typed alike', () => {
    expectSameFields(applicationSecrets, applicationSecretGuard, {});
    expectTypeOf<RowOnWire<Row, keyof Row>>().toEqualTypeOf<
      WireFields<ApplicationSecret, keyof ApplicationSecret>
    >();
  });
});

describe('application_sign_in_experiences ↔ applicationSignInExperienceGuard', () => {
  type Row = typeof applicationSignInExperiences.$inferSelect;
  type Json = 'color' | 'branding';

  it('has the same fields, typed alike', () => {
    expectSameFields(applicationSignInExperiences, applicationSignInExperienceGuard, {});
    expectTypeOf<keyof Row>().toEqualTypeOf<keyof ApplicationSignInExperience>();
    type Shared = Exclude<keyof Row, Json>;
    expectTypeOf<RowOnWire<Row, Shared>>().toEqualTypeOf<
      WireFields<ApplicationSignInExperience, Shared>
    >();
  });
});

describe('resources, scopes, roles and logs ↔ their guards', () => {
  it('resources', () => {
    type Row = typeof resources.$inferSelect;
    expectSameFields(resources, resourceGuard, {});
    expectTypeOf<RowOnWire<Row, keyof Row>>().toEqualTypeOf<WireFields<Resource, keyof Resource>>();
  });

  it('scopes', () => {
    type Row = typeof scopes.$inferSelect;
    expectSameFields(scopes, scopeGuard, {});
    expectTypeOf<RowOnWire<Row, keyof Row>>().toEqualTypeOf<WireFields<Scope, keyof Scope>>();
  });

  it('roles (rows go out as they are: no mapper)', () => {
    type Row = typeof roles.$inferSelect;
    expectSameFields(roles, roleGuard, {});
    expectTypeOf<Row>().toEqualTypeOf<WireFields<Role, keyof Role>>();
  });

  it('logs', () => {
    type Row = typeof logs.$inferSelect;
    expectSameFields(logs, logGuard, {});
    expectTypeOf<keyof Row>().toEqualTypeOf<keyof Log>();
    type Shared = Exclude<keyof Row, 'payload'>;
    expectTypeOf<RowOnWire<Row, Shared>>().toEqualTypeOf<WireFields<Log, Shared>>();
  });
});

describe('email_templates ↔ emailTemplateGuard', () => {
  it('has the same fields, typed alike', () => {
    type Row = typeof emailTemplates.$inferSelect;
    expectSameFields(emailTemplates, emailTemplateGuard, {});
    expectTypeOf<keyof Row>().toEqualTypeOf<keyof EmailTemplate>();
    type Shared = Exclude<keyof Row, 'details'>;
    expectTypeOf<RowOnWire<Row, Shared>>().toEqualTypeOf<WireFields<EmailTemplate, Shared>>();
  });
});

describe('sign_in_experiences ↔ signInExperienceGuard', () => {
  type Row = typeof signInExperiences.$inferSelect;
  type Scalar =
    | 'tenantId'
    | 'id'
    | 'hideLogtoBranding'
    | 'termsOfUseUrl'
    | 'privacyPolicyUrl'
    | 'agreeToTermsPolicy'
    | 'signInMode'
    | 'customCss'
    | 'singleSignOnEnabled'
    | 'supportEmail'
    | 'supportWebsiteUrl'
    | 'unknownSessionRedirectUrl';

  it('has the same fields, the scalar ones typed alike', () => {
    expectSameFields(signInExperiences, signInExperienceGuard, {});
    expectTypeOf<keyof Row>().toEqualTypeOf<keyof SignInExperience>();
    expectTypeOf<RowOnWire<Row, Scalar>>().toEqualTypeOf<WireFields<SignInExperience, Scalar>>();
  });
});

describe('custom_phrases ↔ customPhraseGuard', () => {
  type Row = typeof customPhrases.$inferSelect;

  it('has the same fields, typed alike', () => {
    expectSameFields(customPhrases, customPhraseGuard, {});
    expectTypeOf<keyof Row>().toEqualTypeOf<keyof CustomPhrase>();
    type Shared = Exclude<keyof Row, 'translation'>;
    expectTypeOf<RowOnWire<Row, Shared>>().toEqualTypeOf<WireFields<CustomPhrase, Shared>>();
  });
});

describe('organizations ↔ organizationGuard', () => {
  type Row = typeof organizations.$inferSelect;
  // The contract hides it unless dev features are on (contract endpoints.md, Organizations).
  const serverOnly = ['isTrustedDeviceAllowed'] as const;
  type Json = 'customData' | 'color' | 'branding';

  it('has the same fields on both sides', () => {
    expectSameFields(organizations, organizationGuard, { serverOnly: [...serverOnly] });
    expectTypeOf<Exclude<keyof Row, (typeof serverOnly)[number]>>().toEqualTypeOf<
      keyof Organization
    >();
  });

  it('types shared fields alike', () => {
    type Shared = Exclude<keyof Organization, Json>;
    expectTypeOf<RowOnWire<Row, Shared>>().toEqualTypeOf<WireFields<Organization, Shared>>();
  });
});
