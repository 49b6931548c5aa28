import {
  customPhraseGuard,
  customPhraseLanguageTagGuard,
  translationObjectGuard,
} from '@gatehouse/schemas/sign-in-experience/custom-phrase.schema';
import { z } from 'zod';
import { assertFound } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { findCustomPhrase, listCustomPhrases } from '../../queries/custom-phrases.ts';
import { toCustomPhraseResponse } from '../../responses/sign-in-experience-responses.ts';
import { putCustomPhrase, removeCustomPhrase } from '../../services/custom-phrases.ts';

const tags = ['Custom phrases'];
const languageParams = z.object({ languageTag: customPhraseLanguageTagGuard });

/** Per-language overrides of the sign-in app's phrases. */
export const registerCustomPhrasesRoutes: ManagementArea = (routes) => {
  routes.get(
    '/custom-phrases',
    {
      response: z.array(customPhraseGuard),
      status: 200,
      tags,
      summary: 'List the custom phrases of every language',
    },
    async (ctx, { tenant }) => {
      const rows = await tenant.statement((tx) => listCustomPhrases(tx));
      ctx.body = rows.map(toCustomPhraseResponse);
    },
  );

  routes.get(
    '/custom-phrases/:languageTag',
    {
      params: languageParams,
      response: customPhraseGuard,
      status: [200, 404],
      tags,
      summary: 'Get the custom phrases of a language',
    },
    async (ctx, { params, tenant }) => {
      const row = await tenant.statement((tx) => findCustomPhrase(tx, params.languageTag));
      assertFound(row, 'custom_phrases', params.languageTag);
      ctx.body = toCustomPhraseResponse(row);
    },
  );

  routes.put(
    '/custom-phrases/:languageTag',
    {
      params: languageParams,
      body: translationObjectGuard,
      response: customPhraseGuard,
      status: [201, 422],
      tags,
      summary: 'Set the custom phrases of a language (replaces earlier ones)',
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction((tx) => putCustomPhrase(tx, params.languageTag, body));
      ctx.status = 201;
      ctx.body = toCustomPhraseResponse(row);
    },
  );

  routes.delete(
    '/custom-phrases/:languageTag',
    {
      params: languageParams,
      status: [204, 404, 409],
      tags,
      summary: 'Delete the custom phrases of a language',
    },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeCustomPhrase(tx, params.languageTag));
      ctx.status = 204;
    },
  );
};
