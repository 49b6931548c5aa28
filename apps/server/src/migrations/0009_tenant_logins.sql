ALTER TABLE "tenants" ADD COLUMN "db_user" varchar(128);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "db_user_password" varchar(128);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants__db_user" UNIQUE("db_user");--> statement-breakpoint
-- Requests on PostgreSQL run on a login of their own tenant (db/tenant-logins.ts, decision 002),
-- not on the migrating login with `SET ROLE`: an injected `RESET ROLE`, `SET ROLE` or
-- `set_config('gatehouse.tenant_id', …)` must not reach another tenant. So the policies no longer
-- trust the setting when the session is a tenant login: they read the tenant of `session_user`,
-- which no statement of the session can change. The setting is kept for sessions of the
-- migrating login that switch to `gatehouse_tenant` (PGlite, which has one connection and no
-- other login; operators' diagnostics), where it was the rule before.
-- Tenant logins are members of `gatehouse_tenant` (they inherit its grants) and read the one
-- column of `tenants` that names them; the password column stays the migrating login's.
GRANT SELECT ("db_user") ON "tenants" TO gatehouse_tenant;
--> statement-breakpoint
-- `public.tenants` is qualified: a temporary table named `tenants` would otherwise come first.
-- A SQL function without SET clauses; the policies call it through `(SELECT …)`, so it runs once
-- per statement (an InitPlan), not once per row.
CREATE FUNCTION "gatehouse_tenant_id"() RETURNS varchar LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN starts_with(session_user, 'gatehouse_login_')
      THEN (SELECT "id" FROM public."tenants" WHERE "db_user" = session_user)
    WHEN current_user = 'gatehouse_tenant'
      THEN current_setting('gatehouse.tenant_id', true)
  END
$$;
--> statement-breakpoint
-- Every tenant-isolation policy, whichever migration created it, compares with the function.
-- Later migrations write their policies this way (row-level-security-audit.ts checks it).
DO $$
DECLARE
  policy record;
BEGIN
  FOR policy IN
    SELECT p.polname, c.relname
    FROM pg_catalog.pg_policy p
    JOIN pg_catalog.pg_class c ON c.oid = p.polrelid
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND p.polname LIKE '%\_tenant\_isolation'
  LOOP
    EXECUTE format(
      'ALTER POLICY %I ON public.%I USING (tenant_id = (SELECT gatehouse_tenant_id())) WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()))',
      policy.polname, policy.relname);
  END LOOP;
END $$;
--> statement-breakpoint
-- The search view (0006) bypasses the policies by design and carries the same condition.
CREATE OR REPLACE VIEW "users_search" AS
  SELECT "tenant_id", "id", "username", "primary_email", "primary_phone", "name", "created_at"
  FROM "users"
  WHERE "tenant_id" = (SELECT gatehouse_tenant_id());
--> statement-breakpoint
-- A tenant login must not create functions or tables: a temporary function with a tiny COST runs
-- before the search view's tenant condition and sees other tenants' rows, and a temporary table
-- shadows a real one for the next requests on the connection. PostgreSQL 15 already refuses
-- CREATE on `public` to PUBLIC; older clusters' databases may not. Needs the database's owner:
-- a migrating login that is not reports it, and the operator revokes it (README).
DO $$
BEGIN
  REVOKE CREATE ON SCHEMA public FROM PUBLIC;
  EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'gatehouse: revoke TEMPORARY on this database and CREATE on schema public from PUBLIC (an owner must): tenant logins must not create objects';
END $$;
