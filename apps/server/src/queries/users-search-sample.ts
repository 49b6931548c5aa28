import { sql } from 'drizzle-orm';
import { prepareStatement, queryRaw } from '../db/raw-query.ts';
import { usersSearch } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

const tenantParam = sql.placeholder('tenantId');
const fromParam = sql.placeholder('from');
const sizeParam = sql.placeholder('size');
const searchableText = sql`lower(concat_ws(chr(10), ${usersSearch.id}, ${usersSearch.username},
  ${usersSearch.primaryEmail}, ${usersSearch.primaryPhone}, ${usersSearch.name}))`;

/**
 * Up to `size` users' searchable text, lower case: the run of ids from a random point `from`,
 * wrapping to the start. User ids are random, so a run of them is a fair sample of the tenant,
 * read along the primary key without sorting the tenant's users.
 */
const sampleStatement = prepareStatement(
  sql`(select ${searchableText} as "text" from ${usersSearch}
      where ${usersSearch.tenantId} = ${tenantParam} and ${usersSearch.id} >= ${fromParam}
      order by ${usersSearch.id} limit ${sizeParam})
    union all
    (select ${searchableText} from ${usersSearch}
      where ${usersSearch.tenantId} = ${tenantParam} and ${usersSearch.id} < ${fromParam}
      order by ${usersSearch.id} limit ${sizeParam})
    limit ${sizeParam}`,
  { name: 'gatehouse_users_search_sample' },
);

export const readUsersSearchSample = async (tx: TenantTx, from: string, size: number) => {
  const rows = await queryRaw<{ text: string }>(tx, sampleStatement, {
    tenantId: tx.tenantId,
    from,
    size,
  });
  return rows.map(({ text }) => text);
};
