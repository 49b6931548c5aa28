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
import { entityIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { ApiError, assertFound } from '../../http/api-error.ts';
import {
  type ApplicationSecretRow,
  deleteApplicationSecret,
  findApplicationSecrets,
  insertApplicationSecret,
  renameApplicationSecret,
} from '../../queries/application-secrets.ts';
import { findApplicationById } from '../../queries/applications.ts';
import type { ManagementArea } from '../../routers/management.router.ts';
import { dropLegacySecret, toApplicationResponse } from '../../services/application-management.ts';

const tags = ['Applications'];
const idParams = z.object({ id: entityIdGuard });
const secretParams = z.object({ id: entityIdGuard, name: z.string().min(1).max(256) });

const toSecretResponse = ({ createdAt, expiresAt, ...row }: ApplicationSecretRow) => ({
  ...row,
  createdAt: createdAt.getTime(),
  expiresAt: expiresAt ? expiresAt.getTime() : null,
});

const findApplicationOrThrow = async (tx: Queryable, tenantId: string, id: string) => {
  const application = await findApplicationById(tx, tenantId, id);
  assertFound(application, 'application', id);
  return application;
};

const secretNotFound = (name: string) =>
  new ApiError('entity.not_exists_with_id', {
    status: 404,
    interpolation: { name: 'application secret', id: name },
  });

/** Named client secrets (several per app, optional expiry) and the legacy secret's retirement. */
export const registerApplicationSecretRoutes: ManagementArea = (routes, app) => {
  const db = app.database.db;

  routes.delete(
    '/applications/:id/legacy-secret',
    {
      params: idParams,
      response: applicationGuard,
      status: [200, 400, 404],
      tags,
      summary: 'Retire the legacy secret of an application (use named secrets instead)',
    },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const row = await withTenant(db, tenantId, (tx) => dropLegacySecret(tx, tenantId, params.id));
      ctx.body = toApplicationResponse(row);
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
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const rows = await withTenant(db, tenantId, async (tx) => {
        await findApplicationOrThrow(tx, tenantId, params.id);
        return findApplicationSecrets(tx, tenantId, params.id);
      });
      ctx.body = rows.map(toSecretResponse);
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
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      if (body.expiresAt && body.expiresAt <= Date.now())
        throw new ApiError('request.invalid_input', {
          status: 400,
          interpolation: { message: 'The value of `expiresAt` must be in the future.' },
        });
      const row = await withTenant(db, tenantId, async (tx) => {
        const application = await findApplicationOrThrow(tx, tenantId, params.id);
        if (!(applicationTypesWithSecrets as readonly string[]).includes(application.type))
          throw new ApiError('application.invalid_type', { status: 422 });
        return insertApplicationSecret(tx, tenantId, {
          applicationId: params.id,
          name: body.name,
          value: generateSecret(),
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        });
      });
      ctx.status = 201;
      ctx.body = toSecretResponse(row);
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
    async (ctx, { params, body }) => {
      const tenantId: string = ctx.state.tenant.id;
      const row = await withTenant(db, tenantId, async (tx) => {
        await findApplicationOrThrow(tx, tenantId, params.id);
        return renameApplicationSecret(tx, tenantId, params.id, params.name, body.name);
      });
      if (!row) throw secretNotFound(params.name);
      ctx.body = toSecretResponse(row);
    },
  );

  routes.delete(
    '/applications/:id/secrets/:name',
    { params: secretParams, status: [204, 404], tags, summary: 'Delete a secret' },
    async (ctx, { params }) => {
      const tenantId: string = ctx.state.tenant.id;
      const deleted = await withTenant(db, tenantId, async (tx) => {
        await findApplicationOrThrow(tx, tenantId, params.id);
        return deleteApplicationSecret(tx, tenantId, params.id, params.name);
      });
      if (!deleted) throw secretNotFound(params.name);
      ctx.status = 204;
    },
  );
};
