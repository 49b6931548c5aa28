CREATE TABLE "cache_versions" (
	"tenant_id" varchar(21) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cache_versions_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind")
);
--> statement-breakpoint
-- The tenant role bumps and reads its own tenant's counters (services/cache-versions.ts); the
-- policy is the usual tenant isolation.
GRANT SELECT, INSERT, UPDATE ON "cache_versions" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "cache_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "cache_versions_tenant_isolation" ON "cache_versions"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
