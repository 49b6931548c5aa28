import type { Organization, OrganizationRole } from '@gatehouse/schemas/entities/organization';
import { useQuery } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import type { ManagementClient } from '../../api/api-types.ts';
import type { Paging } from '../../api/client.ts';
import {
  createResourceKeys,
  useResource,
  useResourceMutation,
} from '../../kit/resource-queries.ts';

export type {
  Organization,
  OrganizationApplication,
  OrganizationInvitationDetail as OrganizationInvitation,
  OrganizationMember,
  OrganizationRole,
} from '@gatehouse/schemas/entities/organization';

/** What the create dialog and the settings tab send. */
export type OrganizationBody = {
  name: string;
  description: string | null;
  customData?: Record<string, unknown>;
  isMfaRequired?: boolean;
  branding?: Organization['branding'];
  color?: Organization['color'];
  customCss?: string | null;
};

export const organizationKeys = createResourceKeys('organizations');
const invitationKeys = (id: string) => organizationKeys.sub(id, 'invitations');

const byId = (id: string) => ({ params: { path: { id } } });
/** The organization lists search with `q` (plain text), not the `search` of other lists. */
const withQ = ({ search, ...paging }: Paging) => ({ paging, q: search || undefined });

export const listOrganizations = (api: ManagementClient, paging: Paging, signal: AbortSignal) => {
  const { paging: page, q } = withQ(paging);
  return api.getPage('/api/organizations', page, {
    params: { query: { q, showFeatured: 'true' } },
    signal,
  });
};

export const useOrganization = (id: string) =>
  useResource(organizationKeys.detail(id), (api, signal) =>
    api.get('/api/organizations/{id}', { ...byId(id), signal }),
  );

export const useCreateOrganization = () =>
  useResourceMutation({
    request: (api, body: OrganizationBody) => api.post('/api/organizations', { body }),
    invalidates: [organizationKeys.lists()],
    meta: { handlesErrors: true },
  });

export type OrganizationSettings = OrganizationBody & {
  jitEmailDomains: string[];
  jitRoleIds: string[];
  jitSsoConnectorIds: string[];
};

/** Saves the settings tab: the organization, then its just-in-time domains, connectors, roles. */
export const useSaveOrganizationSettings = (id: string) =>
  useResourceMutation({
    request: async (
      api,
      { jitEmailDomains, jitRoleIds, jitSsoConnectorIds, ...body }: OrganizationSettings,
    ) => {
      await api.patch('/api/organizations/{id}', { ...byId(id), body });
      await api.put('/api/organizations/{id}/jit/email-domains', {
        ...byId(id),
        body: { emailDomains: jitEmailDomains },
      });
      await api.put('/api/organizations/{id}/jit/sso-connectors', {
        ...byId(id),
        body: { ssoConnectorIds: jitSsoConnectorIds },
      });
      await api.put('/api/organizations/{id}/jit/roles', {
        ...byId(id),
        body: { organizationRoleIds: jitRoleIds },
      });
    },
    invalidates: [organizationKeys.all],
    meta: { handlesErrors: true },
  });

export const useDeleteOrganization = () =>
  useResourceMutation({
    request: (api, id: string) => api.delete('/api/organizations/{id}', byId(id)),
    invalidates: [organizationKeys.lists()],
  });

/**
 * The just-in-time provisioning of an organization: e-mail domains, enterprise SSO connectors
 * and default roles.
 */
export const useOrganizationJit = (id: string) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: organizationKeys.sub(id, 'jit'),
    queryFn: async ({ signal }) => {
      const [domains, connectors, roles] = await Promise.all([
        management.get('/api/organizations/{id}/jit/email-domains', { ...byId(id), signal }),
        management.get('/api/organizations/{id}/jit/sso-connectors', { ...byId(id), signal }),
        management.get('/api/organizations/{id}/jit/roles', { ...byId(id), signal }),
      ]);
      return {
        emailDomains: domains.map((domain) => domain.emailDomain),
        ssoConnectorIds: connectors.map((connector) => connector.id),
        roleIds: roles.map((role) => role.id),
      };
    },
  });
};

/** Organization roles of one type from the template, for the role pickers. */
export const useOrganizationRoleOptions = (type: OrganizationRole['type']) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: ['organization-roles', 'list', 'options'],
    queryFn: ({ signal }) =>
      management.getPage('/api/organization-roles', { page: 1, pageSize: 100 }, { signal }),
    select: (page) => page.rows.filter((role) => role.type === type),
  });
};

/** The tenant's enterprise SSO connectors, for the just-in-time connector picker. */
export const useSsoConnectorOptions = () => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: ['sso-connectors', 'list', 'options'],
    queryFn: ({ signal }) =>
      management.getPage('/api/sso-connectors', { page: 1, pageSize: 100 }, { signal }),
    select: (page) =>
      page.rows.map((connector) => ({ value: connector.id, label: connector.connectorName })),
  });
};

/** Members (users) or machine-to-machine apps of an organization, and their roles. */
const memberRoutes = {
  users: {
    list: (id: string) => (api: ManagementClient, paging: Paging, signal: AbortSignal) => {
      const { paging: page, q } = withQ(paging);
      return api.getPage('/api/organizations/{id}/users', page, {
        params: { path: { id }, query: { q } },
        signal,
      });
    },
    add: async (api: ManagementClient, id: string, userIds: string[], roleIds: string[]) => {
      await api.post('/api/organizations/{id}/users', { ...byId(id), body: { userIds } });
      if (roleIds.length > 0)
        await api.post('/api/organizations/{id}/users/roles', {
          ...byId(id),
          body: { userIds, organizationRoleIds: roleIds },
        });
    },
    remove: (api: ManagementClient, id: string, userId: string) =>
      api.delete('/api/organizations/{id}/users/{userId}', { params: { path: { id, userId } } }),
    setRoles: (api: ManagementClient, id: string, userId: string, roleIds: string[]) =>
      api.put('/api/organizations/{id}/users/{userId}/roles', {
        params: { path: { id, userId } },
        body: { organizationRoleIds: roleIds },
      }),
  },
  applications: {
    list: (id: string) => (api: ManagementClient, paging: Paging, signal: AbortSignal) => {
      const { paging: page, q } = withQ(paging);
      return api.getPage('/api/organizations/{id}/applications', page, {
        params: { path: { id }, query: { q } },
        signal,
      });
    },
    add: async (api: ManagementClient, id: string, applicationIds: string[], roleIds: string[]) => {
      await api.post('/api/organizations/{id}/applications', {
        ...byId(id),
        body: { applicationIds },
      });
      if (roleIds.length > 0)
        await api.post('/api/organizations/{id}/applications/roles', {
          ...byId(id),
          body: { applicationIds, organizationRoleIds: roleIds },
        });
    },
    remove: (api: ManagementClient, id: string, applicationId: string) =>
      api.delete('/api/organizations/{id}/applications/{applicationId}', {
        params: { path: { id, applicationId } },
      }),
    setRoles: (api: ManagementClient, id: string, applicationId: string, roleIds: string[]) =>
      api.put('/api/organizations/{id}/applications/{applicationId}/roles', {
        params: { path: { id, applicationId } },
        body: { organizationRoleIds: roleIds },
      }),
  },
};
export type MemberKind = keyof typeof memberRoutes;

export const membersKey = (id: string, kind: MemberKind) => organizationKeys.sub(id, kind);

export const listUsers = (id: string) => memberRoutes.users.list(id);
export const listApplications = (id: string) => memberRoutes.applications.list(id);

export const useAddMembers = (id: string, kind: MemberKind) =>
  useResourceMutation({
    request: (api, { ids, roleIds }: { ids: string[]; roleIds: string[] }) =>
      memberRoutes[kind].add(api, id, ids, roleIds),
    invalidates: [organizationKeys.all, ['users'], ['applications']],
  });

export const useRemoveMember = (id: string, kind: MemberKind) =>
  useResourceMutation({
    request: (api, memberId: string) => memberRoutes[kind].remove(api, id, memberId),
    invalidates: [organizationKeys.all, ['users'], ['applications']],
  });

export const useSetMemberRoles = (id: string, kind: MemberKind) =>
  useResourceMutation({
    request: (api, { memberId, roleIds }: { memberId: string; roleIds: string[] }) =>
      memberRoutes[kind].setRoles(api, id, memberId, roleIds),
    invalidates: [organizationKeys.all, ['users'], ['applications']],
  });

/** Invitations of an organization; a Pending one past its expiry reads as Expired. */
export const useInvitations = (organizationId: string) => {
  const { management } = useApiClients();
  return useQuery({
    queryKey: invitationKeys(organizationId),
    queryFn: ({ signal }) =>
      management.get('/api/organization-invitations', {
        params: { query: { organizationId } },
        signal,
      }),
    select: (invitations) =>
      invitations.map((invitation) =>
        invitation.status === 'Pending' && invitation.expiresAt < Date.now()
          ? { ...invitation, status: 'Expired' as const }
          : invitation,
      ),
  });
};

export const useInvite = (organizationId: string) =>
  useResourceMutation({
    request: (api, body: { invitee: string; expiresAt: number; organizationRoleIds: string[] }) =>
      api.post('/api/organization-invitations', {
        // No e-mail here: the console creates the invitation; sending it needs a connector.
        body: { ...body, organizationId, messagePayload: false },
      }),
    invalidates: [invitationKeys(organizationId)],
    meta: { handlesErrors: true },
  });

/** Sends a Pending invitation's e-mail again; the server limits how often (429). */
export const useResendInvitation = (organizationId: string) =>
  useResourceMutation({
    request: (api, invitationId: string) =>
      api.post('/api/organization-invitations/{id}/message', { ...byId(invitationId), body: {} }),
    invalidates: [invitationKeys(organizationId)],
    meta: { handlesErrors: true },
  });

export const useRevokeInvitation = (organizationId: string) =>
  useResourceMutation({
    request: (api, invitationId: string) =>
      api.put('/api/organization-invitations/{id}/status', {
        ...byId(invitationId),
        body: { status: 'Revoked' },
      }),
    invalidates: [invitationKeys(organizationId)],
  });

export const useDeleteInvitation = (organizationId: string) =>
  useResourceMutation({
    request: (api, invitationId: string) =>
      api.delete('/api/organization-invitations/{id}', byId(invitationId)),
    invalidates: [invitationKeys(organizationId)],
  });
