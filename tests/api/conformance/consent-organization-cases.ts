import type { ApiResponse } from '../helpers/api-client.ts';
import { createUser, uniqueSuffix } from '../helpers/management-fixtures.ts';
import type { World } from './conformance-setup.ts';
import type { Operation } from './contract-operations.ts';
import type { Expected } from './expect-answer.ts';

// Rows of the conformance table for the organizations a user granted a third-party application
// (`/api/applications/{id}/users/{userId}/consent-organizations`, issue 11). They run in order:
// the first row creates the user and the organization the later rows use.

type ConsentOrganizationCase = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

const state: { userId?: string; organizationId?: string; outsiderOrganizationId?: string } = {};
const base = (applicationId: string) =>
  `/api/applications/${applicationId}/users/${state.userId}/consent-organizations`;

/** A user who is a member of one organization and not of another. */
const prepare = async ({ client }: World) => {
  state.userId = (await createUser(client, 'consent')).id;
  const [member, outsider] = await Promise.all(
    ['member', 'outsider'].map((kind) =>
      client.post<{ id: string }>('/api/organizations', {
        name: `Consent ${kind} ${uniqueSuffix()}`,
      }),
    ),
  );
  state.organizationId = member!.body.id;
  state.outsiderOrganizationId = outsider!.body.id;
  await client.post(`/api/organizations/${state.organizationId}/users`, {
    userIds: [state.userId],
  });
};

export const consentOrganizationCases: ConsentOrganizationCase[] = [
  {
    operation: 'GET /api/applications/{id}/users/{userId}/consent-organizations',
    name: 'lists the granted organizations ({organizations})',
    send: async (world) => {
      await prepare(world);
      return world.client.get(base(world.thirdParty.id));
    },
    expected: { status: 200, required: ['organizations'] },
  },
  {
    operation: 'GET /api/applications/{id}/users/{userId}/consent-organizations',
    name: 'answers 422 for a first-party application',
    send: ({ client, machine }) => client.get(base(machine.id)),
    expected: { status: 422, code: 'application.third_party_application_only' },
  },
  {
    operation: 'POST /api/applications/{id}/users/{userId}/consent-organizations',
    name: 'grants an organization of the user with 201',
    send: ({ client, thirdParty }) =>
      client.post(base(thirdParty.id), { organizationIds: [state.organizationId] }),
    expected: { status: 201 },
  },
  {
    operation: 'POST /api/applications/{id}/users/{userId}/consent-organizations',
    name: 'answers 422 for an organization the user is not a member of',
    send: ({ client, thirdParty }) =>
      client.post(base(thirdParty.id), { organizationIds: [state.outsiderOrganizationId] }),
    expected: { status: 422, code: 'organization.require_membership' },
  },
  {
    operation: 'PUT /api/applications/{id}/users/{userId}/consent-organizations',
    name: 'replaces the granted organizations with 204',
    send: ({ client, thirdParty }) =>
      client.put(base(thirdParty.id), { organizationIds: [state.organizationId] }),
    expected: { status: 204 },
  },
  {
    operation:
      'DELETE /api/applications/{id}/users/{userId}/consent-organizations/{organizationId}',
    name: 'withdraws an organization with 204',
    send: ({ client, thirdParty }) =>
      client.delete(`${base(thirdParty.id)}/${state.organizationId}`),
    expected: { status: 204 },
  },
  {
    operation:
      'DELETE /api/applications/{id}/users/{userId}/consent-organizations/{organizationId}',
    name: 'answers 404 for an unknown user',
    send: ({ client, thirdParty }) =>
      client.delete(
        `/api/applications/${thirdParty.id}/users/missing-user/consent-organizations/${state.organizationId}`,
      ),
    expected: { status: 404, code: 'entity.not_exists_with_id' },
  },
];
