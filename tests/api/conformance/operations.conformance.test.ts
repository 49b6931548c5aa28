import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../helpers/api-client.ts';
import { createUser, uniqueSuffix } from '../helpers/management-fixtures.ts';
import {
  accountManagementCases,
  accountPublicCases,
  accountUserTokenCases,
} from './account-cases.ts';
import {
  createApplication,
  startInteraction,
  startWorld,
  type World,
} from './conformance-setup.ts';
import { connectorCases } from './connector-cases.ts';
import { consentOrganizationCases } from './consent-organization-cases.ts';
import { type Operation, operationsOf, readContractOperations } from './contract-operations.ts';
import { type Expected, expectAnswer } from './expect-answer.ts';
import { experienceCodeProfileCases } from './experience-code-profile-cases.ts';
import { experienceMfaCodeCases } from './experience-mfa-code-cases.ts';
import { organizationCases } from './organization-cases.ts';
import { organizationTemplateCases } from './organization-template-cases.ts';
import { samlApplicationCases, samlApplicationPublicCases } from './saml-application-cases.ts';
import {
  applicationFields,
  applicationSecretFields,
  applicationSignInExperienceFields,
  customPhraseFields,
  logFields,
  resourceFields,
  roleFields,
  roleListFields,
  scopeFields,
  signInExperienceFields,
  userFields,
  userForbidden,
} from './shapes.ts';
import {
  ssoConnectorCases,
  ssoConnectorCleanupCases,
  ssoExperienceCases,
} from './sso-connector-cases.ts';

// One row per implemented contract operation (endpoints.md): the request a Logto script would
// send and what the contract says the answer is. A coverage test below fails when the server
// documents an operation that has no row here, so the table grows with every new area.

type Case = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

/** Well-formed WebAuthn payloads (contract shapes) for routes that refuse before verifying them. */
const webAuthnPayload = {
  type: 'WebAuthn',
  id: 'AA',
  rawId: 'AA',
  response: { clientDataJSON: 'AA', attestationObject: 'AA' },
  clientExtensionResults: {},
};
const webAuthnAssertion = {
  type: 'WebAuthn',
  id: 'AA',
  rawId: 'AA',
  response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

const app = (extra: readonly string[] = []) => ({ required: [...applicationFields, ...extra] });
const user = { required: userFields, forbidden: userForbidden };
// Longer than any stored id (21 chars): still a 404, never a 400 for the path.
const missing = 'missing-entity-id-longer-than-21';
const notFound = { status: 404, code: 'entity.not_exists_with_id' } as const;

const applicationCases: Case[] = [
  {
    operation: 'GET /api/applications',
    name: 'lists applications; those created by the API carry no legacy secret',
    send: ({ client }) => client.get('/api/applications?search.name=App%20%25'),
    expected: { status: 200, ...app(), forbidden: ['secret'] },
  },
  {
    operation: 'POST /api/applications',
    name: 'creates with 200 and answers no `secret` (secrets live under /secrets)',
    send: ({ client }) => client.post('/api/applications', { name: 'M', type: 'MachineToMachine' }),
    expected: { status: 200, ...app(), forbidden: ['secret'] },
  },
  {
    operation: 'POST /api/applications',
    name: 'refuses a SAML app: it has its own API',
    send: ({ client }) => client.post('/api/applications', { name: 'S', type: 'SAML' }),
    expected: { status: 400, code: 'application.saml.use_saml_app_api' },
  },
  {
    operation: 'GET /api/applications/{id}',
    name: 'reads the detail with isAdmin',
    send: ({ client, spa }) => client.get(`/api/applications/${spa.id}`),
    expected: { status: 200, ...app(['isAdmin']), forbidden: ['secret'] },
  },
  {
    operation: 'GET /api/applications/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/applications/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/applications/{id}',
    name: 'updates and answers Application',
    send: ({ client, spa }) => client.patch(`/api/applications/${spa.id}`, { description: 'd' }),
    expected: { status: 200, ...app() },
  },
  {
    operation: 'PATCH /api/applications/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.patch(`/api/applications/${missing}`, { name: 'x' }),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/applications/{id}',
    name: 'deletes with 204',
    send: async ({ client }) => {
      const created = await createApplication(client, { type: 'SPA' });
      return client.delete(`/api/applications/${created.id}`);
    },
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/applications/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.delete(`/api/applications/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/applications/{applicationId}/custom-data',
    name: 'answers the custom data',
    send: ({ client, spa }) =>
      client.patch(`/api/applications/${spa.id}/custom-data`, { tier: 'gold' }),
    expected: { status: 200, required: ['tier'] },
  },
  {
    operation: 'PATCH /api/applications/{applicationId}/custom-data',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.patch(`/api/applications/${missing}/custom-data`, {}),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/applications/{id}/legacy-secret',
    name: 'answers 400 application.no_legacy_secret_found for a new app (its secret is internal)',
    send: ({ client, machine }) => client.delete(`/api/applications/${machine.id}/legacy-secret`),
    expected: { status: 400, code: 'application.no_legacy_secret_found' },
  },
  {
    operation: 'GET /api/applications/{id}/secrets',
    name: 'lists the default secret',
    send: ({ client, machine }) => client.get(`/api/applications/${machine.id}/secrets`),
    expected: { status: 200, required: applicationSecretFields },
  },
  {
    operation: 'POST /api/applications/{id}/secrets',
    name: 'creates a secret with 201',
    send: ({ client, machine }) =>
      client.post(`/api/applications/${machine.id}/secrets`, { name: `s-${uniqueSuffix()}` }),
    expected: { status: 201, required: applicationSecretFields },
  },
  {
    operation: 'POST /api/applications/{id}/secrets',
    name: 'stores a secret whose expiresAt is in the past (refused at the token endpoint)',
    send: ({ client, machine }) =>
      client.post(`/api/applications/${machine.id}/secrets`, {
        name: `expired-${uniqueSuffix()}`,
        expiresAt: Date.now() - 60_000,
      }),
    expected: { status: 201, required: applicationSecretFields },
  },
  {
    operation: 'PATCH /api/applications/{id}/secrets/{name}',
    name: 'renames a secret',
    send: async ({ client, machine }) => {
      const name = `r-${uniqueSuffix()}`;
      await client.post(`/api/applications/${machine.id}/secrets`, { name });
      return client.patch(`/api/applications/${machine.id}/secrets/${name}`, {
        name: `${name}-2`,
      });
    },
    expected: { status: 200, required: applicationSecretFields },
  },
  {
    operation: 'PATCH /api/applications/{id}/secrets/{name}',
    name: 'answers 404 for an unknown secret',
    send: ({ client, machine }) =>
      client.patch(`/api/applications/${machine.id}/secrets/nope`, { name: 'x' }),
    expected: { status: 404 },
  },
  {
    operation: 'DELETE /api/applications/{id}/secrets/{name}',
    name: 'deletes a secret with 204',
    send: async ({ client, machine }) => {
      const name = `d-${uniqueSuffix()}`;
      await client.post(`/api/applications/${machine.id}/secrets`, { name });
      return client.delete(`/api/applications/${machine.id}/secrets/${name}`);
    },
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/applications/{applicationId}/user-consent-scopes',
    name: 'reads the four scope lists',
    send: ({ client, thirdParty }) =>
      client.get(`/api/applications/${thirdParty.id}/user-consent-scopes`),
    expected: {
      status: 200,
      required: [
        'organizationScopes',
        'resourceScopes',
        'organizationResourceScopes',
        'userScopes',
      ],
    },
  },
  {
    operation: 'POST /api/applications/{applicationId}/user-consent-scopes',
    name: 'adds user scopes with 201',
    send: ({ client, thirdParty }) =>
      client.post(`/api/applications/${thirdParty.id}/user-consent-scopes`, {
        userScopes: ['profile'],
      }),
    expected: { status: 201 },
  },
  {
    operation: 'DELETE /api/applications/{applicationId}/user-consent-scopes/{scopeType}/{scopeId}',
    name: 'removes a user scope with 204',
    send: async ({ client, thirdParty }) => {
      await client.post(`/api/applications/${thirdParty.id}/user-consent-scopes`, {
        userScopes: ['email'],
      });
      return client.delete(
        `/api/applications/${thirdParty.id}/user-consent-scopes/user-scopes/email`,
      );
    },
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/applications/{applicationId}/sign-in-experience',
    name: 'answers 404 entity.not_exists_with_id for an unknown application',
    send: ({ client }) => client.get(`/api/applications/${missing}/sign-in-experience`),
    expected: notFound,
  },
  {
    operation: 'GET /api/applications/{applicationId}/sign-in-experience',
    name: 'reads the branding once set',
    send: async ({ client, thirdParty }) => {
      await client.put(`/api/applications/${thirdParty.id}/sign-in-experience`, {
        termsOfUseUrl: null,
        privacyPolicyUrl: null,
      });
      return client.get(`/api/applications/${thirdParty.id}/sign-in-experience`);
    },
    expected: { status: 200, required: applicationSignInExperienceFields },
  },
  {
    operation: 'PUT /api/applications/{applicationId}/sign-in-experience',
    name: 'answers 404 entity.not_exists_with_id for an unknown application',
    send: ({ client }) =>
      client.put(`/api/applications/${missing}/sign-in-experience`, {
        termsOfUseUrl: null,
        privacyPolicyUrl: null,
      }),
    expected: notFound,
  },
  {
    operation: 'GET /api/applications/{applicationId}/roles',
    name: 'lists the roles of an M2M app',
    send: ({ client, machine }) => client.get(`/api/applications/${machine.id}/roles?page=1`),
    expected: { status: 200, required: roleFields },
  },
  {
    operation: 'POST /api/applications/{applicationId}/roles',
    name: 'assigns an M2M role with 201',
    send: ({ client, machine, machineRole }) =>
      client.post(`/api/applications/${machine.id}/roles`, { roleIds: [machineRole.id] }),
    expected: { status: 201, required: ['roleIds', 'addedRoleIds'] },
  },
  {
    operation: 'POST /api/applications/{applicationId}/roles',
    name: 'refuses a User role with 422 application.invalid_role_type',
    send: ({ client, machine, userRole }) =>
      client.post(`/api/applications/${machine.id}/roles`, { roleIds: [userRole.id] }),
    expected: { status: 422, code: 'application.invalid_role_type' },
  },
  {
    operation: 'PUT /api/applications/{applicationId}/roles',
    name: 'replaces the roles with 200',
    send: ({ client, machine, machineRole }) =>
      client.put(`/api/applications/${machine.id}/roles`, { roleIds: [machineRole.id] }),
    expected: { status: 200 },
  },
  {
    operation: 'DELETE /api/applications/{applicationId}/roles/{roleId}',
    name: 'answers 404 for a role the app does not hold',
    send: ({ client, machine }) =>
      client.delete(`/api/applications/${machine.id}/roles/${missing}`),
    expected: { status: 404 },
  },
];

const resourceCases: Case[] = [
  {
    operation: 'GET /api/resources',
    name: 'lists resources',
    send: ({ client }) => client.get('/api/resources'),
    expected: { status: 200, required: resourceFields },
  },
  {
    operation: 'POST /api/resources',
    name: 'creates with 201',
    send: ({ client }) =>
      client.post('/api/resources', {
        name: 'R',
        indicator: `https://${uniqueSuffix()}.example.com`,
      }),
    expected: { status: 201, required: resourceFields },
  },
  {
    operation: 'GET /api/resources/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/resources/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/resources/{id}',
    name: 'updates and answers Resource',
    send: ({ client, resource }) =>
      client.patch(`/api/resources/${resource.id}`, { accessTokenTtl: 600 }),
    expected: { status: 200, required: resourceFields },
  },
  {
    operation: 'DELETE /api/resources/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.delete(`/api/resources/${missing}`),
    expected: { status: 404 },
  },
  {
    operation: 'PATCH /api/resources/{id}/is-default',
    name: 'answers Resource',
    send: ({ client, resource }) =>
      client.patch(`/api/resources/${resource.id}/is-default`, { isDefault: false }),
    expected: { status: 200, required: resourceFields },
  },
  {
    operation: 'GET /api/resources/{resourceId}/scopes',
    name: 'lists scopes',
    send: ({ client, resource }) => client.get(`/api/resources/${resource.id}/scopes`),
    expected: { status: 200, required: scopeFields },
  },
  {
    operation: 'POST /api/resources/{resourceId}/scopes',
    name: 'refuses a duplicate name with 422 scope.name_exists',
    send: ({ client, resource }) =>
      client.post(`/api/resources/${resource.id}/scopes`, { name: 'read:orders' }),
    expected: { status: 422, code: 'scope.name_exists' },
  },
  {
    operation: 'PATCH /api/resources/{resourceId}/scopes/{scopeId}',
    name: 'sets description null',
    send: ({ client, resource }) =>
      client.patch(`/api/resources/${resource.id}/scopes/${resource.scopes[0]!.id}`, {
        description: null,
      }),
    expected: { status: 200, required: scopeFields },
  },
  {
    operation: 'DELETE /api/resources/{resourceId}/scopes/{scopeId}',
    name: 'answers 404 for an unknown scope',
    send: ({ client, resource }) =>
      client.delete(`/api/resources/${resource.id}/scopes/${missing}`),
    expected: { status: 404 },
  },
];

const roleCases: Case[] = [
  {
    operation: 'GET /api/roles',
    name: 'lists with the featured counts',
    send: ({ client }) => client.get('/api/roles?page=1'),
    expected: { status: 200, required: roleListFields },
  },
  {
    operation: 'POST /api/roles',
    name: 'creates with 200',
    send: ({ client }) =>
      client.post('/api/roles', { name: `r ${uniqueSuffix()}`, description: 'd' }),
    expected: { status: 200, required: roleFields },
  },
  {
    operation: 'GET /api/roles/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/roles/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/roles/{id}',
    name: 'updates and answers Role',
    send: ({ client, userRole }) => client.patch(`/api/roles/${userRole.id}`, { description: 'x' }),
    expected: { status: 200, required: roleFields },
  },
  {
    operation: 'DELETE /api/roles/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.delete(`/api/roles/${missing}`),
    expected: { status: 404 },
  },
  {
    operation: 'GET /api/roles/{id}/users',
    name: 'lists users without cimdClientId',
    send: async ({ client, userRole, user: holder }) => {
      await client.post(`/api/roles/${userRole.id}/users`, { userIds: [holder.id] });
      return client.get(`/api/roles/${userRole.id}/users?page=1`);
    },
    expected: { status: 200, ...user },
  },
  {
    operation: 'POST /api/roles/{id}/users',
    name: 'refuses an M2M role with 422 user.invalid_role_type',
    send: ({ client, machineRole, user: holder }) =>
      client.post(`/api/roles/${machineRole.id}/users`, { userIds: [holder.id] }),
    expected: { status: 422, code: 'user.invalid_role_type' },
  },
  {
    operation: 'DELETE /api/roles/{id}/users/{userId}',
    name: 'answers 404 for an unknown role',
    send: ({ client, user: holder }) => client.delete(`/api/roles/${missing}/users/${holder.id}`),
    expected: { status: 404 },
  },
  {
    operation: 'GET /api/roles/{id}/applications',
    name: 'lists applications without the legacy secret',
    send: ({ client, machineRole }) =>
      client.get(`/api/roles/${machineRole.id}/applications?page=1`),
    expected: { status: 200, forbidden: ['secret'] },
  },
  {
    operation: 'POST /api/roles/{id}/applications',
    name: 'refuses a User role with 422 application.invalid_role_type',
    send: ({ client, userRole, machine }) =>
      client.post(`/api/roles/${userRole.id}/applications`, { applicationIds: [machine.id] }),
    expected: { status: 422, code: 'application.invalid_role_type' },
  },
  {
    operation: 'DELETE /api/roles/{id}/applications/{applicationId}',
    name: 'answers 404 for an unknown role',
    send: ({ client, machine }) =>
      client.delete(`/api/roles/${missing}/applications/${machine.id}`),
    expected: { status: 404 },
  },
  {
    operation: 'GET /api/roles/{id}/scopes',
    name: 'lists scopes with their resource',
    send: ({ client, userRole }) => client.get(`/api/roles/${userRole.id}/scopes`),
    expected: { status: 200, required: [...scopeFields, 'resource'] },
  },
  {
    operation: 'POST /api/roles/{id}/scopes',
    name: 'answers 404 for an unknown role',
    send: ({ client, resource }) =>
      client.post(`/api/roles/${missing}/scopes`, { scopeIds: [resource.scopes[0]!.id] }),
    expected: { status: 404 },
  },
  {
    operation: 'DELETE /api/roles/{id}/scopes/{scopeId}',
    name: 'answers 404 for an unknown role',
    send: ({ client, resource }) =>
      client.delete(`/api/roles/${missing}/scopes/${resource.scopes[0]!.id}`),
    expected: { status: 404 },
  },
];

const userCases: Case[] = [
  {
    operation: 'GET /api/users',
    name: 'lists users without cimdClientId',
    send: ({ client }) => client.get('/api/users?page=1'),
    expected: { status: 200, ...user },
  },
  {
    operation: 'POST /api/users',
    name: 'creates with 200',
    send: ({ client }) => client.post('/api/users', { username: `u_${uniqueSuffix()}` }),
    expected: { status: 200, ...user, required: [...userFields, 'hasPassword'] },
  },
  {
    operation: 'GET /api/users/{userId}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/users/${missing}`),
    expected: { status: 404 },
  },
  {
    operation: 'PATCH /api/users/{userId}',
    name: 'clears a name with ""',
    send: ({ client, user: target }) => client.patch(`/api/users/${target.id}`, { name: '' }),
    expected: { status: 200, ...user },
  },
  {
    operation: 'DELETE /api/users/{userId}',
    name: 'deletes with 204',
    send: async ({ client }) => client.delete(`/api/users/${(await createUser(client)).id}`),
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/users/{userId}/custom-data',
    name: 'answers the custom data',
    send: ({ client, user: target }) => client.get(`/api/users/${target.id}/custom-data`),
    expected: { status: 200 },
  },
  {
    operation: 'PATCH /api/users/{userId}/custom-data',
    name: 'answers 404 for an unknown user',
    send: ({ client }) => client.patch(`/api/users/${missing}/custom-data`, { customData: {} }),
    expected: { status: 404 },
  },
  {
    operation: 'PATCH /api/users/{userId}/profile',
    name: 'answers the profile',
    send: ({ client, user: target }) =>
      client.patch(`/api/users/${target.id}/profile`, { profile: { nickname: 'n' } }),
    expected: { status: 200, required: ['nickname'] },
  },
  {
    operation: 'GET /api/users/{userId}/logto-configs',
    name: 'answers mfa and passkeySignIn',
    send: ({ client, user: target }) => client.get(`/api/users/${target.id}/logto-configs`),
    expected: { status: 200, required: ['mfa', 'passkeySignIn'] },
  },
  {
    operation: 'PATCH /api/users/{userId}/logto-configs',
    name: 'answers mfa and passkeySignIn',
    send: ({ client, user: target }) =>
      client.patch(`/api/users/${target.id}/logto-configs`, { mfa: { skipped: true } }),
    expected: { status: 200, required: ['mfa', 'passkeySignIn'] },
  },
  {
    operation: 'PATCH /api/users/{userId}/password',
    name: 'sets a password',
    send: ({ client, user: target }) =>
      client.patch(`/api/users/${target.id}/password`, { password: 'Conformance-Pa55!' }),
    expected: { status: 200, ...user },
  },
  {
    operation: 'POST /api/users/{userId}/password/verify',
    name: 'answers 422 for a wrong password',
    send: async ({ client, user: target }) => {
      await client.patch(`/api/users/${target.id}/password`, { password: 'Conformance-Pa55!' });
      return client.post(`/api/users/${target.id}/password/verify`, { password: 'wrong' });
    },
    expected: { status: 422 },
  },
  {
    operation: 'GET /api/users/{userId}/has-password',
    name: 'answers hasPassword',
    send: ({ client, user: target }) => client.get(`/api/users/${target.id}/has-password`),
    expected: { status: 200, required: ['hasPassword'] },
  },
  {
    operation: 'PATCH /api/users/{userId}/password/expiration',
    name: 'answers the user',
    send: ({ client, user: target }) =>
      client.patch(`/api/users/${target.id}/password/expiration`, { isExpired: false }),
    expected: { status: 200, ...user },
  },
  {
    operation: 'PATCH /api/users/{userId}/is-suspended',
    name: 'answers the user',
    send: ({ client, user: target }) =>
      client.patch(`/api/users/${target.id}/is-suspended`, { isSuspended: false }),
    expected: { status: 200, ...user },
  },
  {
    operation: 'GET /api/users/{userId}/roles',
    name: 'lists roles',
    send: ({ client, user: target }) => client.get(`/api/users/${target.id}/roles?page=1`),
    expected: { status: 200, required: roleFields },
  },
  {
    operation: 'POST /api/users/{userId}/roles',
    name: 'refuses an M2M role with 422 user.invalid_role_type',
    send: ({ client, user: target, machineRole }) =>
      client.post(`/api/users/${target.id}/roles`, { roleIds: [machineRole.id] }),
    expected: { status: 422, code: 'user.invalid_role_type' },
  },
  {
    operation: 'PUT /api/users/{userId}/roles',
    name: 'refuses an M2M role with 422 user.invalid_role_type',
    send: ({ client, user: target, machineRole }) =>
      client.put(`/api/users/${target.id}/roles`, { roleIds: [machineRole.id] }),
    expected: { status: 422, code: 'user.invalid_role_type' },
  },
  {
    operation: 'DELETE /api/users/{userId}/roles/{roleId}',
    name: 'answers 404 for a role the user does not hold',
    send: ({ client, user: target }) => client.delete(`/api/users/${target.id}/roles/${missing}`),
    expected: { status: 404 },
  },
  {
    operation: 'GET /api/users/{userId}/identities/{target}',
    name: 'answers 404 for a missing identity',
    send: ({ client, user: target }) => client.get(`/api/users/${target.id}/identities/github`),
    expected: { status: 404 },
  },
  {
    operation: 'PUT /api/users/{userId}/identities/{target}',
    name: 'creates an identity with 201',
    send: ({ client, user: target }) =>
      client.put(`/api/users/${target.id}/identities/acme-${uniqueSuffix()}`, { userId: 'ext-1' }),
    expected: { status: 201 },
  },
  {
    operation: 'DELETE /api/users/{userId}/identities/{target}',
    name: 'answers 404 for a missing identity',
    send: ({ client, user: target }) => client.delete(`/api/users/${target.id}/identities/nope`),
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/users/{userId}/identities',
    name: 'answers 404 for an unknown connector',
    send: ({ client, user: target }) =>
      client.post(`/api/users/${target.id}/identities`, {
        connectorId: 'missing-connector',
        connectorData: {},
      }),
    expected: { status: 404 },
  },
  {
    operation: 'GET /api/users/{userId}/mfa-verifications',
    name: 'lists none',
    send: ({ client, user: target }) => client.get(`/api/users/${target.id}/mfa-verifications`),
    expected: { status: 200 },
  },
  {
    operation: 'DELETE /api/users/{userId}/mfa-verifications/{verificationId}',
    name: 'answers 404 for an unknown verification',
    send: ({ client, user: target }) =>
      client.delete(`/api/users/${target.id}/mfa-verifications/nope`),
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/users/{userId}/mfa-verifications',
    name: 'binds a TOTP and answers its secret and QR code',
    send: async ({ client }) => {
      // A user of its own: the shared one must keep no factor for the other cases.
      const { body } = await client.post('/api/users', {});
      return client.post(`/api/users/${(body as { id: string }).id}/mfa-verifications`, {
        type: 'Totp',
      });
    },
    expected: { status: 200, required: ['type', 'secret', 'secretQrCode'] },
  },
  {
    operation: 'POST /api/users/{userId}/mfa-verifications',
    name: 'answers 404 for an unknown user',
    send: ({ client }) => client.post(`/api/users/${missing}/mfa-verifications`, { type: 'Totp' }),
    expected: { status: 404 },
  },
];

const otherCases: Case[] = [
  {
    operation: 'GET /api/logs',
    name: 'lists logs',
    send: ({ client }) => client.get('/api/logs?page=1'),
    expected: { status: 200, required: logFields },
  },
  {
    operation: 'GET /api/logs/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/logs/${missing}`),
    expected: { status: 404 },
  },
  {
    operation: 'GET /api/dashboard/users/total',
    name: 'answers totalUserCount',
    send: ({ client }) => client.get('/api/dashboard/users/total'),
    expected: { status: 200, required: ['totalUserCount'] },
  },
  {
    operation: 'GET /api/dashboard/users/new',
    name: 'answers today and last7Days',
    send: ({ client }) => client.get('/api/dashboard/users/new'),
    expected: { status: 200, required: ['today', 'last7Days'] },
  },
  {
    operation: 'GET /api/dashboard/users/active',
    name: 'answers the curves',
    send: ({ client }) => client.get('/api/dashboard/users/active'),
    expected: { status: 200, required: ['dauCurve', 'dau', 'wau', 'mau'] },
  },
];

const signInExperienceCases: Case[] = [
  {
    operation: 'GET /api/sign-in-exp',
    name: 'answers SignInExperience',
    send: ({ client }) => client.get('/api/sign-in-exp'),
    expected: { status: 200, required: signInExperienceFields },
  },
  {
    operation: 'PATCH /api/sign-in-exp',
    name: 'updates and answers SignInExperience',
    send: ({ client }) =>
      client.patch('/api/sign-in-exp', {
        color: { primaryColor: '#0A7E55', isDarkModeEnabled: false, darkPrimaryColor: '#33CC99' },
      }),
    expected: { status: 200, required: signInExperienceFields },
  },
  {
    operation: 'PATCH /api/sign-in-exp',
    name: 'answers 400 enabled_connector_not_found for e-mail codes without a connector',
    send: ({ client }) =>
      client.patch('/api/sign-in-exp', {
        signIn: {
          methods: [
            {
              identifier: 'username',
              password: true,
              verificationCode: false,
              isPasswordPrimary: true,
            },
            {
              identifier: 'email',
              password: false,
              verificationCode: true,
              isPasswordPrimary: false,
            },
          ],
        },
      }),
    expected: { status: 400, code: 'sign_in_experiences.enabled_connector_not_found' },
  },
  {
    operation: 'GET /api/custom-phrases',
    name: 'lists CustomPhrase',
    send: async ({ client }) => {
      await client.put('/api/custom-phrases/ja', { sign_in: { title: 'ようこそ' } });
      return client.get('/api/custom-phrases');
    },
    expected: { status: 200, required: customPhraseFields },
  },
  {
    operation: 'GET /api/custom-phrases/{languageTag}',
    name: 'answers 404 for a language without custom phrases',
    send: ({ client }) => client.get('/api/custom-phrases/ko'),
    expected: { status: 404 },
  },
  {
    operation: 'PUT /api/custom-phrases/{languageTag}',
    name: 'stores with 201 and answers CustomPhrase',
    send: ({ client }) => client.put('/api/custom-phrases/it', { sign_in: { title: 'Benvenuto' } }),
    expected: { status: 201, required: customPhraseFields },
  },
  {
    operation: 'PUT /api/custom-phrases/{languageTag}',
    name: 'answers 422 localization.invalid_translation_structure for an unknown key',
    send: ({ client }) => client.put('/api/custom-phrases/it', { no_such_group: { x: 'y' } }),
    expected: { status: 422, code: 'localization.invalid_translation_structure' },
  },
  {
    operation: 'DELETE /api/custom-phrases/{languageTag}',
    name: 'deletes with 204',
    send: async ({ client }) => {
      await client.put('/api/custom-phrases/es', { sign_in: { title: 'Hola' } });
      return client.delete('/api/custom-phrases/es');
    },
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/custom-phrases/{languageTag}',
    name: 'answers 409 localization.cannot_delete_default_language for the fallback language',
    send: ({ client }) => client.delete('/api/custom-phrases/en'),
    expected: { status: 409, code: 'localization.cannot_delete_default_language' },
  },
];

const openApiDocument = { required: ['openapi', 'info', 'paths'] } as const;
const publicSignInExperience = {
  required: [
    'id',
    'color',
    'branding',
    'languageInfo',
    'signIn',
    'signUp',
    'passwordPolicy',
    'socialConnectors',
    'ssoConnectors',
    'forgotPassword',
    'isDevelopmentTenant',
    'customProfileFields',
  ],
  forbidden: ['emailBlocklistPolicy', 'forgotPasswordMethods'],
} as const;

// Anonymous routes: no bearer token at all.
const anonymous =
  (path: string) =>
  async ({ server }: World) => {
    const response = await fetch(`${server.mainUrl}${path}`);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson && text ? (JSON.parse(text) as unknown) : text,
    };
  };

const anonymousCases: Case[] = [
  {
    operation: 'GET /api/status',
    name: 'answers 204',
    send: anonymous('/api/status'),
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/swagger.json',
    name: 'answers an OpenAPI document',
    send: anonymous('/api/swagger.json'),
    expected: { status: 200, ...openApiDocument },
  },
  {
    operation: 'GET /api/.well-known/management.openapi.json',
    name: 'answers an OpenAPI document',
    send: anonymous('/api/.well-known/management.openapi.json'),
    expected: { status: 200, ...openApiDocument },
  },
  {
    operation: 'GET /api/.well-known/experience.openapi.json',
    name: 'answers an OpenAPI document',
    send: anonymous('/api/.well-known/experience.openapi.json'),
    expected: { status: 200, ...openApiDocument },
  },
  {
    operation: 'GET /api/.well-known/sign-in-exp',
    name: 'answers PublicSignInExperience',
    send: anonymous('/api/.well-known/sign-in-exp'),
    expected: { status: 200, ...publicSignInExperience },
  },
  {
    operation: 'GET /api/.well-known/experience',
    name: 'answers PublicSignInExperience for an app',
    send: (world) => anonymous(`/api/.well-known/experience?appId=${world.spa.id}`)(world),
    expected: { status: 200, ...publicSignInExperience },
  },
  {
    operation: 'GET /api/.well-known/phrases',
    name: 'answers the phrases of a language',
    send: anonymous('/api/.well-known/phrases?lng=en'),
    expected: { status: 200 },
  },
];

/** Register a new username in a fresh interaction up to (not including) `stop`. */
const registerUntil = async (world: World, stop: 'identification' | 'submit') => {
  const { send } = await startInteraction(world);
  await send('PUT', '/api/experience', { interactionEvent: 'Register' });
  const created = await send('POST', '/api/experience/verification/new-password-identity', {
    identifier: { type: 'username', value: `exp_${uniqueSuffix()}` },
    password: 'Experience-Pa55-Conformance',
  });
  const { verificationId } = created.body as { verificationId: string };
  if (stop === 'identification') return { send, verificationId };
  await send('POST', '/api/experience/identification', { verificationId });
  return { send, verificationId };
};

const experienceCases: Case[] = [
  {
    operation: 'PUT /api/experience',
    name: 'starts a sign-in with 204',
    send: async (world) =>
      (await startInteraction(world)).send('PUT', '/api/experience', {
        interactionEvent: 'SignIn',
      }),
    expected: { status: 204 },
  },
  {
    operation: 'PUT /api/experience',
    name: 'answers 400 session.not_found without an interaction cookie',
    send: ({ server }) =>
      fetch(`${server.mainUrl}/api/experience`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ interactionEvent: 'SignIn' }),
      }).then(async (response) => ({
        status: response.status,
        headers: response.headers,
        body: await response.json(),
      })),
    expected: { status: 400, code: 'session.not_found' },
  },
  {
    operation: 'PUT /api/experience/interaction-event',
    name: 'switches the event with 204',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    },
    expected: { status: 204 },
  },
  {
    operation: 'GET /api/experience/interaction',
    name: 'answers ExperienceInteractionState',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('GET', '/api/experience/interaction');
    },
    expected: { status: 200, required: ['interactionEvent', 'profile'] },
  },
  {
    operation: 'GET /api/experience/interaction',
    name: 'answers 400 session.not_found without an interaction cookie',
    send: anonymous('/api/experience/interaction'),
    expected: { status: 400, code: 'session.not_found' },
  },
  {
    operation: 'POST /api/sentinel-activities/delete',
    name: 'unlocks the named identifiers and answers 204',
    send: ({ client }) =>
      client.post('/api/sentinel-activities/delete', {
        targetType: 'User',
        targets: [`nobody_${uniqueSuffix()}`],
      }),
    expected: { status: 204 },
  },
  {
    operation: 'POST /api/experience/verification/password',
    name: 'answers 422 session.invalid_credentials for an unknown user',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/verification/password', {
        identifier: { type: 'username', value: `nobody_${uniqueSuffix()}` },
        password: 'whatever-it-is',
      });
    },
    expected: { status: 422, code: 'session.invalid_credentials' },
  },
  {
    operation: 'POST /api/experience/verification/social/{connectorId}/authorization-uri',
    name: 'answers 404 for a connector the tenant does not have',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', `/api/experience/verification/social/${missing}/authorization-uri`, {
        state: 'conformance-state',
        redirectUri: 'https://app.example.com/callback',
      });
    },
    expected: notFound,
  },
  {
    operation: 'POST /api/experience/verification/social/{connectorId}/verify',
    name: 'answers 404 session.verification_session_not_found without its authorization',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', `/api/experience/verification/social/${missing}/verify`, {
        connectorData: { code: 'x', state: 'y' },
        verificationId: 'no-such-record',
      });
    },
    expected: { status: 404, code: 'session.verification_session_not_found' },
  },
  {
    operation: 'POST /api/experience/verification/new-password-identity',
    name: 'answers a verificationId',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'Register' });
      return send('POST', '/api/experience/verification/new-password-identity', {
        identifier: { type: 'username', value: `exp_${uniqueSuffix()}` },
        password: 'Experience-Pa55-Conformance',
      });
    },
    expected: { status: 200, required: ['verificationId'] },
  },
  {
    operation: 'POST /api/experience/identification',
    name: 'identifies a new user of a Register interaction with 201',
    send: async (world) => {
      const { send, verificationId } = await registerUntil(world, 'identification');
      return send('POST', '/api/experience/identification', { verificationId });
    },
    expected: { status: 201 },
  },
  {
    operation: 'POST /api/experience/submit',
    name: 'answers redirectTo',
    send: async (world) =>
      (await registerUntil(world, 'submit')).send('POST', '/api/experience/submit'),
    expected: { status: 200, required: ['redirectTo'] },
  },
  {
    operation: 'POST /api/experience/verification/totp/secret',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/verification/totp/secret');
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/verification/totp/verify',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/verification/totp/verify', { code: '123456' });
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/verification/backup-code/generate',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/verification/backup-code/generate');
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/verification/backup-code/verify',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/verification/backup-code/verify', {
        code: '0123456789',
      });
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/verification/web-authn/registration',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/verification/web-authn/registration');
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/verification/web-authn/registration/verify',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/verification/web-authn/registration/verify', {
        verificationId: 'nope',
        payload: webAuthnPayload,
      });
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/verification/web-authn/authentication',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/verification/web-authn/authentication');
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/verification/web-authn/authentication/verify',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/verification/web-authn/authentication/verify', {
        verificationId: 'nope',
        payload: webAuthnAssertion,
      });
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/profile/mfa',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/profile/mfa', { type: 'Totp', verificationId: 'nope' });
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/profile/mfa/passkey',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/profile/mfa/passkey', { verificationId: 'nope' });
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/profile/mfa/mfa-skipped',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/profile/mfa/mfa-skipped');
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/profile/mfa/mfa-suggestion-skipped',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/profile/mfa/mfa-suggestion-skipped');
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/profile/mfa/mfa-enabled',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/profile/mfa/mfa-enabled');
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/profile/mfa/passkey-skipped',
    name: 'answers 404 before the user is identified',
    send: async (world) => {
      const { send } = await startInteraction(world);
      await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return send('POST', '/api/experience/profile/mfa/passkey-skipped');
    },
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/verification/sign-in-passkey/authentication',
    name: 'answers 404 without an interaction event',
    send: async (world) =>
      (await startInteraction(world)).send(
        'POST',
        '/api/experience/verification/sign-in-passkey/authentication',
        { identifier: { type: 'username', value: 'nobody' } },
      ),
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/verification/sign-in-passkey/authentication/verify',
    name: 'answers 404 without an interaction event',
    send: async (world) =>
      (await startInteraction(world)).send(
        'POST',
        '/api/experience/verification/sign-in-passkey/authentication/verify',
        { payload: webAuthnAssertion },
      ),
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/preflight/sign-in-passkey/authentication',
    name: 'answers 404 without an interaction event',
    send: async (world) =>
      (await startInteraction(world)).send(
        'POST',
        '/api/experience/preflight/sign-in-passkey/authentication',
      ),
    expected: { status: 404 },
  },
];

const cases = [
  ...applicationCases,
  ...resourceCases,
  ...roleCases,
  ...organizationTemplateCases,
  ...organizationCases,
  ...consentOrganizationCases,
  ...userCases,
  ...otherCases,
  ...signInExperienceCases,
  ...anonymousCases,
  ...experienceCases,
  ...connectorCases,
  ...accountManagementCases,
  ...accountPublicCases,
  ...accountUserTokenCases,
  ...experienceCodeProfileCases,
  ...experienceMfaCodeCases,
  ...samlApplicationCases,
  ...samlApplicationPublicCases,
  ...ssoConnectorCases,
  ...ssoExperienceCases,
  ...ssoConnectorCleanupCases,
];

/**
 * Documented routes of Gatehouse's own that are not operations of the contract's OpenAPI part
 * (the consent page's API, the admin tenant's `/me`, the console's configuration, avatars).
 */
const ownOperations: Operation[] = [
  'GET /api/experience/consent',
  'POST /api/experience/consent',
  'GET /me',
  'PATCH /me',
  'GET /me/custom-data',
  'PATCH /me/custom-data',
  'GET /me/user-assets/service-status',
  'POST /me/user-assets',
  'GET /api/.well-known/endpoints/{tenantId}',
  'GET /api/.well-known/console-config',
  'GET /user-assets/{id}',
  // The console's lock status of a user (issue 10); Logto has no read of it.
  'GET /api/sentinel-activities/users/{userId}/lock',
  // A SAML connector's IdP-initiated sign-in settings: Logto's routes, not in our endpoints.md.
  'GET /api/sso-connectors/{id}/idp-initiated-auth-config',
  'PUT /api/sso-connectors/{id}/idp-initiated-auth-config',
  'DELETE /api/sso-connectors/{id}/idp-initiated-auth-config',
  // An SSO connector's "test connection" round trip (issue 11, decision 017 "Test connection").
  'POST /api/sso-connectors/{id}/test',
  'GET /api/sso-connectors/{id}/test/{testId}',
];

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.server.stop();
});

describe('every implemented operation answers as the contract says', () => {
  it.each(cases)('$operation $name', async ({ send, expected }) => {
    expectAnswer(await send(world), expected);
  });
});

describe('coverage of the contract', () => {
  it('has a row for every operation of the management OpenAPI document, all of the contract', async () => {
    const response = await fetch(`${world.server.mainUrl}/api/.well-known/management.openapi.json`);
    const documented = operationsOf(await response.json());
    const covered = new Set(cases.map(({ operation }) => operation));
    // Rows of the anonymous and Experience APIs are checked against swagger.json below.
    const otherApis = new Set(
      [
        ...anonymousCases,
        ...experienceCases,
        ...experienceCodeProfileCases,
        ...experienceMfaCodeCases,
        ...accountPublicCases,
        ...accountUserTokenCases,
        ...samlApplicationPublicCases,
        ...ssoExperienceCases,
      ].map(({ operation }) => operation),
    );
    expect(documented.filter((operation) => !covered.has(operation))).toEqual([]);
    expect(
      [...covered].filter(
        (operation) => !documented.includes(operation) && !otherApis.has(operation),
      ),
    ).toEqual([]);
    const contract = new Set(readContractOperations());
    expect(contract.size).toBe(359);
    expect(
      documented.filter(
        (operation) => !contract.has(operation) && !ownOperations.includes(operation),
      ),
    ).toEqual([]);
  });

  it('has a row for every contract operation the server implements (swagger.json: all APIs)', async () => {
    const response = await fetch(`${world.server.mainUrl}/api/swagger.json`);
    const documented = operationsOf(await response.json());
    const contract = new Set(readContractOperations());
    const covered = new Set(cases.map(({ operation }) => operation));
    const implemented = documented.filter((operation) => contract.has(operation));
    console.info(
      `conformance: ${contract.size} contract operations, ${implemented.length} implemented, ` +
        `${implemented.filter((operation) => covered.has(operation)).length} covered by ` +
        `${cases.length} rows`,
    );
    // Anything else the server documents is listed as its own, so nothing slips past the contract.
    expect(
      documented.filter(
        (operation) => !contract.has(operation) && !ownOperations.includes(operation),
      ),
    ).toEqual([]);
    expect(implemented.filter((operation) => !covered.has(operation))).toEqual([]);
    expect(
      [...covered].filter(
        (operation) => !contract.has(operation) && !ownOperations.includes(operation),
      ),
    ).toEqual([]);
  });
});
