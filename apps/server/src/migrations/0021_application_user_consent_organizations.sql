-- Consent organizations as a table (decision 023): the organizations a user let a third-party
-- application act in, one row per (application, user, organization), as Logto's
-- `application_user_consent_organizations`. Written by hand; see
-- apps/server/src/db/schema/consent-organizations.ts.
CREATE TABLE "application_user_consent_organizations" (
	"tenant_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"user_id" varchar(12) NOT NULL,
	"organization_id" varchar(21) NOT NULL,
	CONSTRAINT "application_user_consent_organizations_pk" PRIMARY KEY("tenant_id","application_id","user_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "application_user_consent_organizations" ADD CONSTRAINT "application_user_consent_organizations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "application_user_consent_organizations" ADD CONSTRAINT "application_user_consent_organizations__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The consent hangs on the membership, as in Logto: a user removed from the organization loses it
-- (so a later re-invitation does not silently restore the application's access), and deleting
-- the user or the organization removes the membership, hence the consent, by the same cascade.
ALTER TABLE "application_user_consent_organizations" ADD CONSTRAINT "application_user_consent_organizations__membership_fk" FOREIGN KEY ("tenant_id","organization_id","user_id") REFERENCES "public"."organization_user_relations"("tenant_id","organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The membership cascade looks rows up by organization and user; the primary key leads with the
-- application (the admin routes' and the token check's lookup).
CREATE INDEX "application_user_consent_organizations__membership" ON "application_user_consent_organizations" USING btree ("tenant_id","organization_id","user_id");
--> statement-breakpoint
-- Consents given before this migration lived in the payload of the user's live OIDC grants
-- (`organizationIds`); they are carried over for third-party applications and current members
-- only, the two cases in which the token endpoint honoured them. The payload field is left in
-- place: nothing reads it any more, and oidc-provider drops it the next time the grant is saved.
INSERT INTO "application_user_consent_organizations" ("tenant_id", "application_id", "user_id", "organization_id")
  SELECT DISTINCT g."tenant_id", a."id", m."user_id", m."organization_id"
  FROM "oidc_model_instances" g
  CROSS JOIN LATERAL jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(g."payload"->'organizationIds') = 'array'
      THEN g."payload"->'organizationIds' ELSE '[]'::jsonb END
  ) AS consented("organization_id")
  JOIN "applications" a
    ON a."tenant_id" = g."tenant_id" AND a."id" = g."payload"->>'clientId' AND a."is_third_party"
  JOIN "organization_user_relations" m
    ON m."tenant_id" = g."tenant_id" AND m."organization_id" = consented."organization_id"
      AND m."user_id" = g."payload"->>'accountId'
  WHERE g."model_name" = 'Grant' AND g."expires_at" > now()
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Row-level security (decision 002): the tenant role reaches only its own tenant's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON "application_user_consent_organizations" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "application_user_consent_organizations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "application_user_consent_organizations_tenant_isolation" ON "application_user_consent_organizations"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
