-- Enterprise SSO token storage (issue 11, decision 017): written by hand; see
-- apps/server/src/db/schema/secrets.ts. The IdP's token set of a user's SSO identity, sealed by
-- the secret box (decision 010): `ciphertext` holds the envelope `enc:v1:…`, never the tokens.
CREATE TABLE "secrets" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"user_id" varchar(21) NOT NULL,
	"type" varchar(256) NOT NULL,
	"ciphertext" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secrets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "secret_enterprise_sso_connector_relations" (
	"tenant_id" varchar(21) NOT NULL,
	"secret_id" varchar(21) NOT NULL,
	"sso_connector_id" varchar(128) NOT NULL,
	"issuer" varchar(256) NOT NULL,
	"identity_id" varchar(128) NOT NULL,
	CONSTRAINT "secret_enterprise_sso_connector_relations_tenant_id_secret_id_pk" PRIMARY KEY("tenant_id","secret_id")
);
--> statement-breakpoint
ALTER TABLE "secrets" ADD CONSTRAINT "secrets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "secrets" ADD CONSTRAINT "secrets__user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_enterprise_sso_connector_relations" ADD CONSTRAINT "secret_enterprise_sso_connector_relations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "secret_enterprise_sso_connector_relations" ADD CONSTRAINT "secret_enterprise_sso_connector_relations__secret_id_fk" FOREIGN KEY ("tenant_id","secret_id") REFERENCES "public"."secrets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_enterprise_sso_connector_relations" ADD CONSTRAINT "secret_enterprise_sso_connector_relations__sso_connector_id_fk" FOREIGN KEY ("tenant_id","sso_connector_id") REFERENCES "public"."sso_connectors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secret_enterprise_sso_connector_relations" ADD CONSTRAINT "secret_enterprise_sso_connector_relations__identity_fk" FOREIGN KEY ("tenant_id","issuer","identity_id") REFERENCES "public"."user_sso_identities"("tenant_id","issuer","identity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "secret_enterprise_sso_connector_relations__issuer__identity_id" ON "secret_enterprise_sso_connector_relations" USING btree ("tenant_id","issuer","identity_id");--> statement-breakpoint
CREATE INDEX "secret_enterprise_sso_connector_relations__sso_connector_id" ON "secret_enterprise_sso_connector_relations" USING btree ("tenant_id","sso_connector_id");--> statement-breakpoint
CREATE INDEX "secrets__user_id" ON "secrets" USING btree ("tenant_id","user_id");
--> statement-breakpoint
-- The relation row goes with its identity or connector (cascades above); its secret must go too,
-- or a token would outlive the identity it was issued for.
CREATE FUNCTION delete_related_secret() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "secrets" WHERE "tenant_id" = OLD."tenant_id" AND "id" = OLD."secret_id";
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "secret_enterprise_sso_connector_relations__delete_secret"
  AFTER DELETE ON "secret_enterprise_sso_connector_relations"
  FOR EACH ROW EXECUTE FUNCTION delete_related_secret();
--> statement-breakpoint
-- Row-level security (decision 002): the tenant role reaches only its own tenant's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON "secrets", "secret_enterprise_sso_connector_relations" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "secrets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "secret_enterprise_sso_connector_relations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "secrets_tenant_isolation" ON "secrets"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "secret_enterprise_sso_connector_relations_tenant_isolation" ON "secret_enterprise_sso_connector_relations"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
-- An administrator's "test connection" of an SSO connector (decision 017, addition): a one-time
-- round trip to the IdP bound to its administrator, found by the state the IdP echoes back; its
-- result (the mapped claims or the error) is read by that administrator only, then it expires.
CREATE TABLE "sso_connector_test_sessions" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"connector_id" varchar(128) NOT NULL,
	"state" varchar(64) NOT NULL,
	"owner_id" varchar(128) NOT NULL,
	"session" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_connector_test_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sso_connector_test_sessions" ADD CONSTRAINT "sso_connector_test_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sso_connector_test_sessions" ADD CONSTRAINT "sso_connector_test_sessions__connector_id_fk" FOREIGN KEY ("tenant_id","connector_id") REFERENCES "public"."sso_connectors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_connector_test_sessions__state" ON "sso_connector_test_sessions" USING btree ("tenant_id","state");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "sso_connector_test_sessions" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "sso_connector_test_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sso_connector_test_sessions_tenant_isolation" ON "sso_connector_test_sessions"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
