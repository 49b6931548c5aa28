import { generateSecret } from '@gatehouse/schemas';
import {
  applicationSecretCreateGuard,
  applicationSecretRenameGuard,
} from '@gatehouse/schemas/api/applications';
import {
  applicationGuard,
  applicationSecretGuard,
  applicationTypesWithSecrets,
} from '@gatehouse/schemas/entities/application';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  deleteApplicationSecret,
  findApplicationSecrets,
  insertApplicationSecret,
  renameApplicationSecret,
} from '../../queries/application-secrets.ts';
import {
  toApplicationResponse,
  toApplicationSecretResponse,
} from '../../responses/application-responses.ts';
import { dropLegacySecret, requireApplication } from '../../services/application-management.ts';

const tags = ['Applications'];
const idParams = z.object({ id: pathIdGuard });
const secretParams = z.object({ id: pathIdGuard, name: z.string().min(1).max(256) });

const secretNotFound = (name: string) =>
  new ApiError('entity.not_exists_with_id', {
    status: 404,
    interpolation: { name: 'application secret', id: name },
  });

/** Named client secrets (several per app, optional expiry) and the legacy secret's retirement. */
export const registerApplicationSecretRoutes: ManagementArea = (routes, app) => {
  routes.delete(
    '/applications/:id/legacy-secret',
    {
      params: idParams,
      response: applicationGuard,
      status: [200, 400, 404],
      tags,
      summary: 'Retire the legacy secret of an application (use named secrets instead)',
    },
    async (ctx, { params, tenant }) => {
      const row = await tenant.transaction((tx) => dropLegacySecret(tx, params.id, app.secretBox));
      ctx.body = toApplicationResponse(row, app.secretBox);
    },
  );

  routes.get(
    '/applications/:id/secrets',
    {
      params: idParams,
      response: z.array(applicationSecretGuard),
      status: [200, 404],
      tags,
      summary: 'List the secrets of an application',
    },
    async (ctx, { params, tenant }) => {
      const rows = await tenant.transaction(async (tx) => {
        await requireApplication(tx, params.id);
        return findApplicationSecrets(tx, params.id);
      });
      ctx.body = rows.map((row) => toApplicationSecretResponse(row, app.secretBox));
    },
  );

  routes.post(
    '/applications/:id/secrets',
    {
      params: idParams,
      body: applicationSecretCreateGuard,
      response: applicationSecretGuard,
      status: [201, 400, 404, 422],
      tags,
      summary: 'Add a named secret, optionally expiring',
    },
    async (ctx, { params, body, tenant }) => {
      // An `expiresAt` in the past is stored as sent (as Logto); the token endpoint refuses it.
      const row = await tenant.transaction(async (tx) => {
        const application = await requireApplication(tx, params.id);
        if (!(applicationTypesWithSecrets as readonly string[]).includes(application.type))
          throw new ApiError('application.invalid_type', { status: 422 });
        return insertApplicationSecret(tx, {
          applicationId: params.id,
          name: body.name,
          value: app.secretBox.seal(generateSecret()),
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        });
      });
      ctx.status = 201;
      ctx.body = toApplicationSecretResponse(row, app.secretBox);
    },
  );

  routes.patch(
    '/applications/:id/secrets/:name',
    {
      params: secretParams,
      body: applicationSecretRenameGuard,
      response: applicationSecretGuard,
      status: [200, 404, 422],
      tags,
      summary: 'Rename a secret',
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction(async (tx) => {
        await requireApplication(tx, params.id);
        return renameApplicationSecret(tx, params.id, params.name, body.name);
      });
      if (!row) throw secretNotFound(params.name);
      ctx.body = toApplicationSecretResponse(row, app.secretBox);
    },
  );

  routes.delete(
    '/applications/:id/secrets/:name',
    { params: secretParams, status: [204, 404], tags, summary: 'Delete a secret' },
    async (ctx, { params, tenant }) => {
      const deleted = await tenant.transaction(async (tx) => {
        await requireApplication(tx, params.id);
        return deleteApplicationSecret(tx, params.id, params.name);
      });
      if (!deleted) throw secretNotFound(params.name);
      ctx.status = 204;
    },
  );
};
