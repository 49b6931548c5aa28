import { generateStandardId } from '@gatehouse/schemas';
import {
  emailTemplatesQueryGuard,
  patchEmailTemplateDetailsBodyGuard,
  putEmailTemplatesBodyGuard,
} from '@gatehouse/schemas/api/connectors';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { emailTemplateGuard } from '@gatehouse/schemas/entities/email-template';
import { z } from 'zod';
import { ApiError, assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import {
  deleteEmailTemplateById,
  deleteEmailTemplates,
  findEmailTemplateById,
  listEmailTemplates,
  updateEmailTemplateDetails,
  upsertEmailTemplates,
} from '../../queries/email-templates.ts';
import { toEmailTemplateResponse } from '../../responses/connector-responses.ts';

const tags = ['Email templates'];
const idParams = z.object({ id: pathIdGuard });

/** E-mail templates per purpose and language (contract "Email templates"). */
export const registerEmailTemplatesRoutes: ManagementArea = (routes) => {
  routes.get(
    '/email-templates',
    {
      query: emailTemplatesQueryGuard,
      response: z.array(emailTemplateGuard),
      status: 200,
      tags,
      summary: 'List e-mail templates, by language and purpose',
    },
    async (ctx, { query, tenant }) => {
      const rows = await tenant.statement((tx) => listEmailTemplates(tx, query));
      ctx.body = rows.map(toEmailTemplateResponse);
    },
  );

  routes.put(
    '/email-templates',
    {
      body: putEmailTemplatesBodyGuard,
      response: z.array(emailTemplateGuard),
      status: [200, 422],
      tags,
      summary: 'Create or replace e-mail templates (one per language and purpose)',
    },
    async (ctx, { body, tenant }) => {
      const rows = await tenant.statement((tx) =>
        upsertEmailTemplates(
          tx,
          body.templates.map((template) => ({ ...template, id: generateStandardId() })),
        ),
      );
      ctx.body = rows.map(toEmailTemplateResponse);
    },
  );

  routes.delete(
    '/email-templates',
    {
      query: emailTemplatesQueryGuard,
      response: z.object({ rowCount: z.number() }),
      status: [200, 422],
      tags,
      summary: 'Delete the e-mail templates of a language and/or purpose',
    },
    async (ctx, { query, tenant }) => {
      if (!query.languageTag && !query.templateType)
        throw new ApiError('connector.email_connector.bulk_deletion_no_filter', { status: 422 });
      const rowCount = await tenant.statement((tx) => deleteEmailTemplates(tx, query));
      ctx.body = { rowCount };
    },
  );

  routes.get(
    '/email-templates/:id',
    { params: idParams, response: emailTemplateGuard, status: [200, 404], tags },
    async (ctx, { params, tenant }) => {
      const row = await tenant.statement((tx) => findEmailTemplateById(tx, params.id));
      assertFound(row, 'email template', params.id);
      ctx.body = toEmailTemplateResponse(row);
    },
  );

  routes.delete(
    '/email-templates/:id',
    { params: idParams, status: [204, 404], tags, summary: 'Delete an e-mail template' },
    async (ctx, { params, tenant }) => {
      const deleted = await tenant.statement((tx) => deleteEmailTemplateById(tx, params.id));
      if (deleted === 0) assertFound(undefined, 'email template', params.id);
      ctx.status = 204;
    },
  );

  routes.patch(
    '/email-templates/:id/details',
    {
      params: idParams,
      body: patchEmailTemplateDetailsBodyGuard,
      response: emailTemplateGuard,
      status: [200, 404],
      tags,
      summary: "Change an e-mail template's subject, content or sender",
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction(async (tx) => {
        const current = await findEmailTemplateById(tx, params.id);
        assertFound(current, 'email template', params.id);
        const details = Object.fromEntries(
          Object.entries({ ...current.details, ...body }).filter(
            ([, value]) => value !== undefined,
          ),
        ) as typeof current.details;
        return updateEmailTemplateDetails(tx, current.id, details);
      });
      assertFound(row, 'email template', params.id);
      ctx.body = toEmailTemplateResponse(row);
    },
  );
};
