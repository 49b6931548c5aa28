import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { applications, applicationsRoles, roles } from '../db/schema/index.ts';
import { type Search, searchCondition } from '../db/search.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `applications` (the management API's view; OIDC has its own). */
export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = Omit<typeof applications.$inferInsert, 'tenantId'>;
export type ApplicationUpdate = Partial<Omit<ApplicationRow, 'tenantId' | 'id' | 'createdAt'>>;

export type ApplicationFilter = {
  types?: ApplicationRow['type'][];
  isThirdParty?: boolean;
  /** Hide applications that already hold this role (the "assign apps to role" picker). */
  excludeRoleId?: string;
  search?: Search;
};

/** The columns the generic `search` looks in (Logto: id, name, description). */
const searchColumns = {
  id: applications.id,
  name: applications.name,
  description: applications.description,
};
export const searchableApplicationFields = Object.keys(searchColumns);

const byId = (tx: TenantTx, id: string) =>
  and(eq(applications.tenantId, tx.tenantId), eq(applications.id, id));

const whereOf = (tx: TenantTx, filter: ApplicationFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [eq(applications.tenantId, tx.tenantId)];
  if (filter.types && filter.types.length > 0)
    conditions.push(inArray(applications.type, filter.types));
  if (filter.isThirdParty !== undefined)
    conditions.push(eq(applications.isThirdParty, filter.isThirdParty));
  if (filter.excludeRoleId) {
    conditions.push(
      notInArray(
        applications.id,
        sql`(select ${applicationsRoles.applicationId} from ${applicationsRoles} where ${applicationsRoles.tenantId} = ${tx.tenantId} and ${applicationsRoles.roleId} = ${filter.excludeRoleId})`,
      ),
    );
  }
  if (filter.search) conditions.push(searchCondition(filter.search, searchColumns));
  return and(...conditions);
};

/** Applications matching `filter`, newest first; one page of them when `page` is given. */
export const findApplications = async (
  tx: TenantTx,
  filter: ApplicationFilter,
  page?: { limit: number; offset: number },
) => {
  const query = tx
    .select()
    .from(applications)
    .where(whereOf(tx, filter))
    .orderBy(desc(applications.createdAt), asc(applications.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

export const countApplications = async (tx: TenantTx, filter: ApplicationFilter) => {
  const [row] = await tx.select({ total: count() }).from(applications).where(whereOf(tx, filter));
  return row?.total ?? 0;
};

export const findApplicationById = async (tx: TenantTx, id: string) => {
  const [row] = await tx.select().from(applications).where(byId(tx, id));
  return row;
};

export const insertApplication = async (tx: TenantTx, application: NewApplication) => {
  const [row] = await tx
    .insert(applications)
    .values({ ...application, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting an application returned no row');
  return row;
};

/** `undefined` when the application does not exist. */
export const updateApplication = async (tx: TenantTx, id: string, update: ApplicationUpdate) => {
  const [row] = await tx.update(applications).set(update).where(byId(tx, id)).returning();
  return row;
};

/** Secrets, branding and consent rows go with it (foreign keys cascade). */
export const deleteApplication = async (tx: TenantTx, id: string) => {
  const deleted = await tx
    .delete(applications)
    .where(byId(tx, id))
    .returning({ id: applications.id });
  return deleted.length > 0;
};

/** Whether the application holds the tenant's internal admin role (`ApplicationDetail.isAdmin`). */
export const holdsRoleNamed = async (tx: TenantTx, applicationId: string, roleName: string) => {
  const [row] = await tx
    .select({ id: roles.id })
    .from(applicationsRoles)
    .innerJoin(
      roles,
      and(eq(roles.tenantId, applicationsRoles.tenantId), eq(roles.id, applicationsRoles.roleId)),
    )
    .where(
      and(
        eq(applicationsRoles.tenantId, tx.tenantId),
        eq(applicationsRoles.applicationId, applicationId),
        eq(roles.name, roleName),
      ),
    )
    .limit(1);
  return Boolean(row);
};
