import type { Context } from 'koa';
import { z } from 'zod';
import { ApiError } from './api-error.ts';

export const defaultPageSize = 20;
export const maxPageSize = 100;
const maxLinkHeaderLength = 8 * 1024;

/** The page a list request asked for. */
export type Page = { limit: number; offset: number; page: number; pageSize: number };

// Decimal digits only: `Number('0x10')` is 16 and `Number('1e2')` is 100, neither of which a
// client meant as a page number.
const decimal = /^\d{1,9}$/;

const readPositive = (raw: string | string[] | undefined, fallback: number, max: number) => {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !decimal.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : undefined;
};

/**
 * Reads `page` / `page_size` (contract "Paging"): 400 `guard.invalid_pagination` on bad values.
 * With `optional`, a request carrying neither gets `undefined` (the full list, no headers).
 */
export const readPage = (
  query: Record<string, string | string[] | undefined>,
  mode: 'required' | 'optional',
): Page | undefined => {
  const { page: rawPage, page_size: rawSize } = query;
  if (mode === 'optional' && rawPage === undefined && rawSize === undefined) return undefined;
  const page = readPositive(rawPage, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = readPositive(rawSize, defaultPageSize, maxPageSize);
  if (page === undefined || pageSize === undefined)
    throw new ApiError('guard.invalid_pagination', { status: 400 });
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
};

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
  const header = links.join(', ');
  // Each link repeats the query: for a huge one, the header alone would pass what clients and
  // proxies read (undici and nginx: 8-16 KiB; nginx answers 502), so the answer goes without it.
  if (header.length <= maxLinkHeaderLength) ctx.set('Link', header);
};

/** The paging parameters as an OpenAPI query schema (documentation; `readPage` validates). */
export const pageQueryDocument = z.object({
  page: z.string().regex(decimal).optional(),
  page_size: z.string().regex(decimal).optional(),
});
