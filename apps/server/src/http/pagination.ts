import type { Context } from 'koa';
import { z } from 'zod';
import { ApiError } from './api-error.ts';

export const defaultPageSize = 20;
export const maxPageSize = 100;

export type Page = { limit: number; offset: number; page: number; pageSize: number };

const positiveInt = z.coerce.number().int().min(1);

/**
 * Reads `page` / `page_size` (contract "Paging"): 400 `guard.invalid_pagination` on bad values.
 * With `optional`, a request carrying neither gets `undefined` (the full list, no headers).
 */
export function readPage(ctx: Context, options: { optional: true }): Page | undefined;
export function readPage(ctx: Context, options?: { optional?: false }): Page;
export function readPage(ctx: Context, options: { optional?: boolean } = {}): Page | undefined {
  const { page: rawPage, page_size: rawSize } = ctx.query;
  if (options.optional && rawPage === undefined && rawSize === undefined) return undefined;
  const page = positiveInt.safeParse(rawPage ?? 1);
  const pageSize = positiveInt.max(maxPageSize).safeParse(rawSize ?? defaultPageSize);
  if (!page.success || !pageSize.success || Array.isArray(rawPage) || Array.isArray(rawSize)) {
    throw new ApiError('guard.invalid_pagination', { status: 400 });
  }
  return {
    page: page.data,
    pageSize: pageSize.data,
    limit: pageSize.data,
    offset: (page.data - 1) * pageSize.data,
  };
}

/**
 * Sets `Total-Number` and the `Link` header (first, prev, next, last) of a paged answer. Link URLs
 * keep the request's other query parameters and, as Logto's do, drop the `/api` prefix.
 */
export const setPageHeaders = (ctx: Context, page: Page, total: number) => {
  ctx.set('Total-Number', String(total));
  const lastPage = Math.max(1, Math.ceil(total / page.pageSize));
  const link = (target: number, rel: string) => {
    const url = new URL(ctx.href);
    url.pathname = url.pathname.replace(/^\/api(?=\/)/, '');
    url.searchParams.set('page', String(target));
    return `<${url.href}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page.page > 1) links.push(link(Math.min(page.page - 1, lastPage), 'prev'));
  if (page.page < lastPage) links.push(link(page.page + 1, 'next'));
  links.push(link(lastPage, 'last'));
  ctx.set('Link', links.join(', '));
};

/** Query-schema fields for OpenAPI; validation itself happens in `readPage`. */
export const pageQueryShape = {
  page: z.string().optional(),
  page_size: z.string().optional(),
};
