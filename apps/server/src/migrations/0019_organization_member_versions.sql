CREATE TABLE "organization_member_versions" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_id" varchar(21) NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_member_versions_pk" PRIMARY KEY("tenant_id","organization_id")
);
--> statement-breakpoint
-- No foreign key to the organization: deleting one removes its memberships by cascade, and the
-- trigger below then bumps its counter. The row stays, so a recreated organization of the same id
-- never sees an old counter again (services/organization-member-order.ts trusts equal counters).
GRANT SELECT, INSERT, UPDATE ON "organization_member_versions" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "organization_member_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "organization_member_versions_tenant_isolation" ON "organization_member_versions"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
-- Statement-level over the transition table, like the user-list counter (0007): adding 100,000
-- members bumps the organization's counter once. Memberships removed by cascade (a user or the
-- organization deleted) fire it too.
CREATE FUNCTION "bump_organization_member_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "organization_member_versions" ("tenant_id", "organization_id", "version")
    SELECT DISTINCT "tenant_id", "organization_id", 1 FROM "changed_members"
    ON CONFLICT ("tenant_id", "organization_id")
    DO UPDATE SET "version" = "organization_member_versions"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organization_user_relations_version_on_insert" AFTER INSERT ON "organization_user_relations"
  REFERENCING NEW TABLE AS "changed_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_organization_member_version"();
--> statement-breakpoint
CREATE TRIGGER "organization_user_relations_version_on_delete" AFTER DELETE ON "organization_user_relations"
  REFERENCING OLD TABLE AS "changed_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_organization_member_version"();
--> statement-breakpoint
-- A member's roles in an organization: each row of a member page (20 probes), and the cascade
-- when a membership is removed. The primary key leads with the role, so without this both read
-- every role holder of the organization.
CREATE INDEX "organization_role_user_relations__member" ON "organization_role_user_relations" USING btree ("tenant_id","organization_id","user_id","organization_role_id");
