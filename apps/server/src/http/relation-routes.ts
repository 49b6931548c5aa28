import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import type { Search } from '../db/search.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import type { GuardedRouter, PagedResult } from './guard.ts';
import type { Page } from './pagination.ts';

type Write<Owner, Body extends z.ZodType> = {
  body: Body;
  /** Answered with the success status; omit for an empty answer. */
  response?: z.ZodType;
  /** Success status first, then the error statuses (see `RouteSpec.status`). */
  status: number[];
  summary: string;
  run: (tx: TenantTx, owner: Owner, body: z.infer<Body>) => Promise<unknown>;
};

/**
 * A paged relation seen from its owner: "users of a role", "roles of a user", "members of an
 * organization". Declared once, it registers up to four routes that behave alike everywhere:
 *
 * - `GET    {path}`              one page of related entities (paged, searchable), 404 without owner
 * - `POST   {path}`              relate more (`add`)
 * - `PUT    {path}`              relate exactly these (`replace`)
 * - `DELETE {path}/:{memberParam}` unrelate one (`remove`)
 *
 * Every operation runs in one tenant transaction that first finds the owner (`owner`, which
 * throws the 404 or the owner's own rule). Rules about what may be related stay in services.
 */
export type RelationRoutes<Owner, AddBody extends z.ZodType, ReplaceBody extends z.ZodType> = {
  /** The collection path, its owner id as the first parameter: `/roles/:id/users`. */
  path: string;
  ownerParam: string;
  /** The parameter naming one related entity in `DELETE {path}/:{memberParam}`. */
  memberParam: string;
  tags: string[];
  owner: (tx: TenantTx, ownerId: string) => Promise<Owner>;
  list: {
    /** `optional`: without paging parameters, every related entity (default `required`). */
    paging?: 'required' | 'optional';
    response: z.ZodType;
    search: readonly string[];
    summary: string;
    /** Error statuses beyond 400 and the owner's 404. */
    errors?: number[];
    run: (
      tx: TenantTx,
      owner: Owner,
      options: { page: Page | undefined; search: Search | undefined },
    ) => Promise<PagedResult>;
  };
  add?: Write<Owner, AddBody>;
  replace?: Write<Owner, ReplaceBody>;
  remove?: {
    status: number[];
    summary: string;
    run: (tx: TenantTx, owner: Owner, memberId: string) => Promise<unknown>;
  };
};

export const registerRelationRoutes = <
  Caller,
  Owner,
  AddBody extends z.ZodType = z.ZodType,
  ReplaceBody extends z.ZodType = z.ZodType,
>(
  routes: GuardedRouter<Caller>,
  relation: RelationRoutes<Owner, AddBody, ReplaceBody>,
) => {
  const { path, ownerParam, memberParam, tags, owner, list, add, replace, remove } = relation;
  const params = z.object({ [ownerParam]: pathIdGuard }) as z.ZodObject<
    Record<string, typeof pathIdGuard>
  >;
  const ownerId = (values: Record<string, string>) => values[ownerParam] as string;

  routes.get(
    path,
    {
      params,
      page: list.paging ?? 'required',
      search: list.search,
      response: z.array(list.response),
      status: [200, 404, ...(list.errors ?? [])],
      tags,
      summary: list.summary,
    },
    (_ctx, { params: values, page, search, tenant }) =>
      tenant.transaction(async (tx) =>
        list.run(tx, await owner(tx, ownerId(values)), { page, search }),
      ),
  );

  for (const [method, write] of [
    ['post', add],
    ['put', replace],
  ] as const) {
    if (!write) continue;
    routes[method](
      path,
      {
        params,
        body: write.body,
        ...(write.response ? { response: write.response } : {}),
        status: write.status,
        tags,
        summary: write.summary,
      },
      async (ctx, { params: values, body, tenant }) => {
        const answer = await tenant.transaction(async (tx) =>
          write.run(tx, await owner(tx, ownerId(values)), body as never),
        );
        ctx.status = write.status[0] as number;
        if (write.response) ctx.body = answer;
      },
    );
  }

  if (remove) {
    routes.delete(
      `${path}/:${memberParam}`,
      {
        params: params.extend({ [memberParam]: pathIdGuard }),
        status: remove.status,
        tags,
        summary: remove.summary,
      },
      async (ctx, { params: values, tenant }) => {
        await tenant.transaction(async (tx) =>
          remove.run(tx, await owner(tx, ownerId(values)), values[memberParam] as string),
        );
        ctx.status = remove.status[0] as number;
      },
    );
  }
};
