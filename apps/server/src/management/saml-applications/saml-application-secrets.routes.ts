import {
  samlApplicationSecretCreateGuard,
  samlApplicationSecretPatchGuard,
} from '@gatehouse/schemas/api/saml-applications';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { samlApplicationSecretGuard } from '@gatehouse/schemas/entities/saml-application';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import { findSamlApplicationSecrets } from '../../queries/saml-applications.ts';
import {
  addSamlApplicationSecret,
  removeSamlApplicationSecret,
  requireSamlApplication,
  setSamlApplicationSecretStatus,
  toSamlApplicationSecret,
} from '../../services/saml-applications.ts';

const tags = ['SAML applications'];
const idParams = z.object({ id: pathIdGuard });
const secretParams = z.object({ id: pathIdGuard, secretId: pathIdGuard });

/** Signing certificates of a SAML application: one active at a time; rotation = activate another. */
export const registerSamlApplicationSecretRoutes: ManagementArea = (routes, app) => {
  routes.get(
    '/saml-applications/:id/secrets',
    {
      params: idParams,
      response: z.array(samlApplicationSecretGuard),
      status: [200, 404],
      tags,
      summary: 'List the signing certificates of a SAML application',
    },
    async (ctx, { params, tenant }) => {
      const rows = await tenant.transaction(async (tx) => {
        await requireSamlApplication(tx, params.id);
        return findSamlApplicationSecrets(tx, params.id);
      });
      ctx.body = rows.map(toSamlApplicationSecret);
    },
  );

  routes.post(
    '/saml-applications/:id/secrets',
    {
      params: idParams,
      body: samlApplicationSecretCreateGuard,
      response: samlApplicationSecretGuard,
      status: [201, 404],
      tags,
      summary: 'Add a signing certificate (inactive; activate it to rotate)',
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction(async (tx) => {
        const { application } = await requireSamlApplication(tx, params.id);
        return addSamlApplicationSecret(
          tx,
          app.secretBox,
          application,
          body.lifeSpanInYears,
          false,
        );
      });
      ctx.status = 201;
      ctx.body = toSamlApplicationSecret(row);
    },
  );

  routes.patch(
    '/saml-applications/:id/secrets/:secretId',
    {
      params: secretParams,
      body: samlApplicationSecretPatchGuard,
      response: samlApplicationSecretGuard,
      status: [200, 404],
      tags,
      summary: 'Activate (deactivating the active one) or deactivate a signing certificate',
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction((tx) =>
        setSamlApplicationSecretStatus(tx, params.id, params.secretId, body.active),
      );
      ctx.body = toSamlApplicationSecret(row);
    },
  );

  routes.delete(
    '/saml-applications/:id/secrets/:secretId',
    {
      params: secretParams,
      status: [204, 400, 404],
      tags,
      summary: 'Delete an inactive signing certificate',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeSamlApplicationSecret(tx, params.id, params.secretId));
      ctx.status = 204;
    },
  );
};
