-- SAML applications (issue 11): written by hand; see apps/server/src/db/schema/saml-applications.ts.
-- Whether an application of the tenant has one of the given types (the SAML tables' checks, as
-- Logto's `check_application_type`). `CREATE OR REPLACE`: other migrations may declare the same.
CREATE OR REPLACE FUNCTION check_application_type(tenant varchar, application varchar, VARIADIC target_types application_type[])
  RETURNS boolean LANGUAGE sql STABLE AS $$
    SELECT EXISTS (
      SELECT 1 FROM applications a
      WHERE a.tenant_id = tenant AND a.id = application AND a.type = ANY(target_types)
    )
  $$;
--> statement-breakpoint
CREATE TABLE "saml_application_configs" (
	"tenant_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"attribute_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entity_id" varchar(128),
	"acs_url" jsonb,
	"encryption" jsonb,
	"name_id_format" varchar(128) NOT NULL,
	CONSTRAINT "saml_application_configs_tenant_id_application_id_pk" PRIMARY KEY("tenant_id","application_id"),
	CONSTRAINT "saml_application_configs__application_type" CHECK (check_application_type("saml_application_configs"."tenant_id", "saml_application_configs"."application_id", 'SAML'))
);
--> statement-breakpoint
CREATE TABLE "saml_application_secrets" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"private_key" text NOT NULL,
	"certificate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "saml_application_secrets_tenant_id_application_id_id_pk" PRIMARY KEY("tenant_id","application_id","id"),
	CONSTRAINT "saml_application_secrets__application_type" CHECK (check_application_type("saml_application_secrets"."tenant_id", "saml_application_secrets"."application_id", 'SAML'))
);
--> statement-breakpoint
CREATE TABLE "saml_application_sessions" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(32) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"saml_request_id" varchar(128) NOT NULL,
	"oidc_state" varchar(32),
	"relay_state" varchar(512),
	"raw_auth_request" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_application_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "saml_application_sessions__application_type" CHECK (check_application_type("saml_application_sessions"."tenant_id", "saml_application_sessions"."application_id", 'SAML'))
);
--> statement-breakpoint
ALTER TABLE "saml_application_configs" ADD CONSTRAINT "saml_application_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "saml_application_configs" ADD CONSTRAINT "saml_application_configs__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_application_secrets" ADD CONSTRAINT "saml_application_secrets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "saml_application_secrets" ADD CONSTRAINT "saml_application_secrets__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_application_sessions" ADD CONSTRAINT "saml_application_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "saml_application_sessions" ADD CONSTRAINT "saml_application_sessions__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saml_application_secrets__unique_active_secret" ON "saml_application_secrets" USING btree ("tenant_id","application_id","active") WHERE "saml_application_secrets"."active";
--> statement-breakpoint
-- Row-level security (decision 002): the tenant role reaches only its own tenant's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON "saml_application_configs", "saml_application_secrets", "saml_application_sessions" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "saml_application_configs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "saml_application_secrets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "saml_application_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "saml_application_configs_tenant_isolation" ON "saml_application_configs"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "saml_application_secrets_tenant_isolation" ON "saml_application_secrets"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "saml_application_sessions_tenant_isolation" ON "saml_application_sessions"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
