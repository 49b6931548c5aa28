import { sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';

/**
 * Row-level security is the second wall between tenants (migration 0001): every table with a
 * `tenant_id` column must have it enabled and carry a policy, or a request running as the tenant
 * role either sees every tenant's rows (RLS off) or none of its own (RLS on, no policy).
 *
 * The project enables RLS but does not FORCE it: the tables' owner is the migrating role, which
 * must keep bypassing the policies (migrations, seeds, cross-tenant jobs); requests run as
 * `gatehouse_tenant`, which is not the owner, so the policies apply to them. `forced` is reported
 * for information only.
 *
 * Since migration 0009 every policy must compare with `gatehouse_tenant_id()`, the tenant of the
 * session's login (decision 002): a policy that reads the `gatehouse.tenant_id` setting directly
 * lets an injected `set_config` read another tenant.
 *
 * Views are not audited: a view with a `tenant_id` column (0006 `users_search`) carries the
 * tenant condition in its own definition instead of a policy.
 */
export type TenantTableSecurity = {
  table: string;
  rowLevelSecurity: boolean;
  forced: boolean;
  policies: number;
  /** Policies that do not compare with `gatehouse_tenant_id()` (in USING or WITH CHECK). */
  unboundPolicies: number;
};

export type RowLevelSecurityProblem =
  | 'row level security disabled'
  | 'no policy'
  | 'policy not bound to the session tenant';

export type RowLevelSecurityAudit = {
  /** Every table of the schema that has a `tenant_id` column, by name. */
  tenantTables: TenantTableSecurity[];
  /** The tenant tables that fail the rule, with what is missing; empty when all is well. */
  unprotected: { table: string; problems: RowLevelSecurityProblem[] }[];
};

// pg_attribute and pg_policy rather than information_schema.columns and pg_policies: the
// information_schema only lists columns the current role has privileges on, so an audit run as a
// less privileged role would silently skip tables.
const tenantTablesQuery = (schema: string) => sql`
  select c.relname as "table",
         c.relrowsecurity as "rowLevelSecurity",
         c.relforcerowsecurity as "forced",
         (select count(*)::int from pg_catalog.pg_policy p where p.polrelid = c.oid) as "policies",
         (select count(*)::int from pg_catalog.pg_policy p
          where p.polrelid = c.oid
            and (coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), '') not like '%gatehouse_tenant_id()%'
                 or coalesce(pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid), 'gatehouse_tenant_id()')
                    not like '%gatehouse_tenant_id()%')) as "unboundPolicies"
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = ${schema}
    and c.relkind in ('r', 'p')
    and exists (
      select 1 from pg_catalog.pg_attribute a
      where a.attrelid = c.oid and a.attname = 'tenant_id' and a.attnum > 0 and not a.attisdropped
    )
  order by c.relname`;

const problemsOf = (table: TenantTableSecurity): RowLevelSecurityProblem[] => [
  ...(table.rowLevelSecurity ? [] : ['row level security disabled' as const]),
  ...(table.policies > 0 ? [] : ['no policy' as const]),
  ...(table.unboundPolicies > 0 ? ['policy not bound to the session tenant' as const] : []),
];

/** Reads the catalogue (as it is inside `db`'s transaction, when it is one) and applies the rule. */
export const auditRowLevelSecurity = async (
  db: Queryable,
  schema = 'public',
): Promise<RowLevelSecurityAudit> => {
  const result = (await db.execute(tenantTablesQuery(schema))) as unknown as {
    rows: TenantTableSecurity[];
  };
  const tenantTables = result.rows.map((row) => ({
    table: row.table,
    rowLevelSecurity: row.rowLevelSecurity,
    forced: row.forced,
    policies: Number(row.policies),
    unboundPolicies: Number(row.unboundPolicies),
  }));
  const unprotected = tenantTables
    .map((table) => ({ table: table.table, problems: problemsOf(table) }))
    .filter(({ problems }) => problems.length > 0);
  return { tenantTables, unprotected };
};

/** One line per unprotected table, for a test failure or a start-up error. */
export const describeUnprotectedTables = (audit: RowLevelSecurityAudit): string =>
  audit.unprotected.length === 0
    ? 'every tenant table has row-level security and a policy'
    : `tenant tables without row-level security protection:\n${audit.unprotected
        .map(({ table, problems }) => `  ${table}: ${problems.join(', ')}`)
        .join('\n')}`;
