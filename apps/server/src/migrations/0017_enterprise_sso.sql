-- Enterprise SSO connectors (issue 11): written by hand; see apps/server/src/db/schema/sso-connectors.ts.
CREATE TABLE "sso_connectors" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(128) NOT NULL,
	"provider_name" varchar(128) NOT NULL,
	"connector_name" varchar(128) NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"branding" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sync_profile" boolean DEFAULT false NOT NULL,
	"enable_token_storage" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_connectors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_sso_identities" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"user_id" varchar(12) NOT NULL,
	"issuer" varchar(256) NOT NULL,
	"identity_id" varchar(128) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sso_connector_id" varchar(128) NOT NULL,
	CONSTRAINT "user_sso_identities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_jit_sso_connectors" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_id" varchar(21) NOT NULL,
	"sso_connector_id" varchar(128) NOT NULL,
	CONSTRAINT "organization_jit_sso_connectors_pk" PRIMARY KEY("tenant_id","organization_id","sso_connector_id")
);
--> statement-breakpoint
CREATE TABLE "sso_connector_idp_initiated_auth_configs" (
	"tenant_id" varchar(21) NOT NULL,
	"connector_id" varchar(128) NOT NULL,
	"default_application_id" varchar(21) NOT NULL,
	"redirect_uri" text,
	"auth_parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auto_send_authorization_request" boolean DEFAULT false NOT NULL,
	"client_idp_initiated_auth_callback_uri" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_connector_idp_initiated_auth_configs_pk" PRIMARY KEY("tenant_id","connector_id")
);
--> statement-breakpoint
CREATE TABLE "idp_initiated_saml_sso_sessions" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"connector_id" varchar(128) NOT NULL,
	"assertion_content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idp_initiated_saml_sso_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "saml_sso_connector_signing_keys" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"sso_connector_id" varchar(128) NOT NULL,
	"private_key" text NOT NULL,
	"certificate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "saml_sso_connector_signing_keys_pk" PRIMARY KEY("tenant_id","sso_connector_id","id")
);
--> statement-breakpoint
ALTER TABLE "sso_connectors" ADD CONSTRAINT "sso_connectors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_sso_identities" ADD CONSTRAINT "user_sso_identities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_sso_identities" ADD CONSTRAINT "user_sso_identities__user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sso_identities" ADD CONSTRAINT "user_sso_identities__sso_connector_id_fk" FOREIGN KEY ("tenant_id","sso_connector_id") REFERENCES "public"."sso_connectors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_jit_sso_connectors" ADD CONSTRAINT "organization_jit_sso_connectors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_jit_sso_connectors" ADD CONSTRAINT "organization_jit_sso_connectors__organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_jit_sso_connectors" ADD CONSTRAINT "organization_jit_sso_connectors__sso_connector_id_fk" FOREIGN KEY ("tenant_id","sso_connector_id") REFERENCES "public"."sso_connectors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_connector_idp_initiated_auth_configs" ADD CONSTRAINT "sso_connector_idp_initiated_auth_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sso_connector_idp_initiated_auth_configs" ADD CONSTRAINT "sso_connector_idp_initiated_auth_configs__connector_id_fk" FOREIGN KEY ("tenant_id","connector_id") REFERENCES "public"."sso_connectors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_connector_idp_initiated_auth_configs" ADD CONSTRAINT "sso_connector_idp_initiated_auth_configs__default_application_id_fk" FOREIGN KEY ("tenant_id","default_application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_initiated_saml_sso_sessions" ADD CONSTRAINT "idp_initiated_saml_sso_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "idp_initiated_saml_sso_sessions" ADD CONSTRAINT "idp_initiated_saml_sso_sessions__connector_id_fk" FOREIGN KEY ("tenant_id","connector_id") REFERENCES "public"."sso_connectors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_sso_connector_signing_keys" ADD CONSTRAINT "saml_sso_connector_signing_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "saml_sso_connector_signing_keys" ADD CONSTRAINT "saml_sso_connector_signing_keys__sso_connector_id_fk" FOREIGN KEY ("tenant_id","sso_connector_id") REFERENCES "public"."sso_connectors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Connector names are unique per tenant (409 single_sign_on.duplicate_connector_name).
CREATE UNIQUE INDEX "sso_connectors__connector_name__unique" ON "sso_connectors" USING btree ("tenant_id","connector_name");--> statement-breakpoint
-- One person of one IdP is one identity.
CREATE UNIQUE INDEX "user_sso_identities__issuer__identity_id" ON "user_sso_identities" USING btree ("tenant_id","issuer","identity_id");--> statement-breakpoint
-- A user's identities (user detail, all-identities) by user.
CREATE INDEX "user_sso_identities__user_id" ON "user_sso_identities" USING btree ("tenant_id","user_id");--> statement-breakpoint
-- JIT lookup at sign-in goes from the connector to its organizations.
CREATE INDEX "organization_jit_sso_connectors__sso_connector_id" ON "organization_jit_sso_connectors" USING btree ("tenant_id","sso_connector_id");--> statement-breakpoint
-- At most one active signing key per connector.
CREATE UNIQUE INDEX "saml_sso_connector_signing_keys__unique_active" ON "saml_sso_connector_signing_keys" USING btree ("tenant_id","sso_connector_id","active") WHERE active;
--> statement-breakpoint
-- Row-level security (decision 002): the tenant role reaches only its own tenant's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON "sso_connectors", "user_sso_identities", "organization_jit_sso_connectors", "sso_connector_idp_initiated_auth_configs", "idp_initiated_saml_sso_sessions", "saml_sso_connector_signing_keys" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "sso_connectors" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_sso_identities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organization_jit_sso_connectors" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sso_connector_idp_initiated_auth_configs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "idp_initiated_saml_sso_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "saml_sso_connector_signing_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sso_connectors_tenant_isolation" ON "sso_connectors"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "user_sso_identities_tenant_isolation" ON "user_sso_identities"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "organization_jit_sso_connectors_tenant_isolation" ON "organization_jit_sso_connectors"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "sso_connector_idp_initiated_auth_configs_tenant_isolation" ON "sso_connector_idp_initiated_auth_configs"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "idp_initiated_saml_sso_sessions_tenant_isolation" ON "idp_initiated_saml_sso_sessions"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "saml_sso_connector_signing_keys_tenant_isolation" ON "saml_sso_connector_signing_keys"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
