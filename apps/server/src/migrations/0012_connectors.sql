CREATE TABLE "connectors" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(128) NOT NULL,
	"sync_profile" boolean DEFAULT false NOT NULL,
	"enable_token_storage" boolean DEFAULT false NOT NULL,
	"connector_id" varchar(128) NOT NULL,
	"config" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connectors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"language_tag" varchar(16) NOT NULL,
	"template_type" varchar(64) NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"interaction_jti" varchar(128),
	"phone" varchar(32),
	"email" varchar(128),
	"type" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"consumed" boolean DEFAULT false NOT NULL,
	"try_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "connectors" ADD CONSTRAINT "connectors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "connectors__connector_id" ON "connectors" USING btree ("tenant_id","connector_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates__language_tag__template_type" ON "email_templates" USING btree ("tenant_id","language_tag","template_type");--> statement-breakpoint
CREATE INDEX "verification_codes__email_type" ON "verification_codes" USING btree ("tenant_id","email","type") WHERE "verification_codes"."email" is not null;--> statement-breakpoint
CREATE INDEX "verification_codes__phone_type" ON "verification_codes" USING btree ("tenant_id","phone","type") WHERE "verification_codes"."phone" is not null;--> statement-breakpoint
-- Row-level security (decision 002): the tenant role reaches only its own tenant's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON "connectors", "email_templates", "verification_codes" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "connectors" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "connectors_tenant_isolation" ON "connectors"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
ALTER TABLE "email_templates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "email_templates_tenant_isolation" ON "email_templates"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
ALTER TABLE "verification_codes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "verification_codes_tenant_isolation" ON "verification_codes"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
