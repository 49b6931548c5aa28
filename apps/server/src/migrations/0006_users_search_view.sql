-- User searches (`search=%ada%`) must use the trigram indexes of 0003, but PostgreSQL does not
-- apply non-leakproof operators such as ILIKE through an index under row-level security. This
-- view, owned by the migrating role (not subject to the policies), keeps exactly the policy's
-- tenant condition; the tenant role may read the view and nothing more of it.
CREATE VIEW "users_search" AS
  SELECT "tenant_id", "id", "username", "primary_email", "primary_phone", "name", "created_at"
  FROM "users"
  WHERE "tenant_id" = current_setting('gatehouse.tenant_id', true);
--> statement-breakpoint
GRANT SELECT ON "users_search" TO gatehouse_tenant;
