import { organizationJitSsoConnectorsBodyGuard } from '@gatehouse/schemas/api/sso-connectors';
import { ssoConnectorGuard } from '@gatehouse/schemas/entities/sso-connector';
import { ApiError } from '../../http/api-error.ts';
import { registerRelationRoutes } from '../../http/relation-routes.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { pageOrganizationJitSsoConnectors } from '../../queries/organization-jit-sso-connectors.ts';
import { toSsoConnectorResponse } from '../../responses/sso-connector-responses.ts';
import { DomainError } from '../../services/domain-error.ts';
import {
  addOrganizationJitSsoConnectors,
  removeOrganizationJitSsoConnector,
  replaceOrganizationJitSsoConnectors,
  requireJitOrganization,
} from '../../services/organization-jit-sso.ts';

/** The contract answers 422 for an unknown connector id here (not the table's 404). */
const as422 = async <T>(work: () => Promise<T>) => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'entity.relation_foreign_key_not_found') {
      throw new ApiError(error.code, { status: 422 });
    }
    throw error;
  }
};

/**
 * `/api/organizations/{id}/jit/sso-connectors`: users who sign in through one of these
 * connectors join the organization just in time (with its JIT roles).
 */
export const registerOrganizationJitSsoRoutes: ManagementArea = (routes, app) => {
  registerRelationRoutes(routes, {
    path: '/organizations/:id/jit/sso-connectors',
    ownerParam: 'id',
    memberParam: 'ssoConnectorId',
    tags: ['Organizations'],
    owner: requireJitOrganization,
    list: {
      paging: 'optional',
      response: ssoConnectorGuard,
      search: [],
      summary: "List the SSO connectors of an organization's just-in-time provisioning",
      run: async (tx, organization, options) => {
        const { rows, total } = await pageOrganizationJitSsoConnectors(
          tx,
          organization.id,
          options,
        );
        return { rows: rows.map((row) => toSsoConnectorResponse(row, app.secretBox)), total };
      },
    },
    add: {
      body: organizationJitSsoConnectorsBodyGuard,
      status: [201, 404, 422],
      summary: "Add SSO connectors to an organization's just-in-time provisioning",
      run: (tx, organization, body) =>
        as422(() => addOrganizationJitSsoConnectors(tx, organization.id, body.ssoConnectorIds)),
    },
    replace: {
      body: organizationJitSsoConnectorsBodyGuard,
      status: [204, 404, 422],
      summary: "Replace the SSO connectors of an organization's just-in-time provisioning",
      run: (tx, organization, body) =>
        as422(() => replaceOrganizationJitSsoConnectors(tx, organization.id, body.ssoConnectorIds)),
    },
    remove: {
      status: [204, 404, 422],
      summary: "Remove an SSO connector from an organization's just-in-time provisioning",
      run: (tx, organization, connectorId) =>
        as422(() => removeOrganizationJitSsoConnector(tx, organization.id, connectorId)),
    },
  });
};
