-- The audit log without a foreign key to `tenants`, and its user-id index only over lines that
-- name a user (decision 026). Written by hand; see apps/server/src/db/schema/logs.ts.
-- Every row is inserted by the server inside its tenant's scope, where the row-level security
-- policy already holds `tenant_id` to the tenant being served; the key check repeated that per
-- line, for every token line of a batch.
ALTER TABLE "logs" DROP CONSTRAINT IF EXISTS "logs_tenant_id_tenants_id_fk";
--> statement-breakpoint
-- Client-credentials lines have no user; lookups by user (`payload->>'userId' = …`) imply the
-- predicate, so the planner still uses the index for them.
DROP INDEX IF EXISTS "logs__user_id";
--> statement-breakpoint
CREATE INDEX "logs__user_id" ON "logs" USING btree ("tenant_id",("payload"->>'userId'),"created_at") WHERE ("payload"->>'userId') IS NOT NULL;
