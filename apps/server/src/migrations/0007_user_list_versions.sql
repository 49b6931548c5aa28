CREATE TABLE "user_list_versions" (
	"tenant_id" varchar(21) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The tenant role bumps its own tenant's counter through the triggers below (no SECURITY DEFINER):
-- the policy is the usual tenant isolation.
GRANT SELECT, INSERT, UPDATE ON "user_list_versions" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "user_list_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "user_list_versions_tenant_isolation" ON "user_list_versions"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
-- Statement-level, over the transition table: a bulk import of 100,000 users bumps each tenant's
-- counter once, not 100,000 times.
CREATE FUNCTION "bump_user_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_list_versions" ("tenant_id", "version")
    SELECT DISTINCT "tenant_id", 1 FROM "changed_users"
    ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "user_list_versions"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_list_version_on_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "changed_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_list_version"();
--> statement-breakpoint
CREATE TRIGGER "users_list_version_on_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "changed_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_list_version"();
