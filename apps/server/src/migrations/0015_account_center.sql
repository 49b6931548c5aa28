CREATE TABLE "account_centers" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"webauthn_related_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delete_account_url" varchar(2048),
	"custom_css" text,
	"profile_fields" jsonb,
	CONSTRAINT "account_centers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "captcha_providers" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(128) NOT NULL,
	"config" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_providers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_verification_records" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"user_id" varchar(21),
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_verification_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "account_centers" ADD CONSTRAINT "account_centers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "captcha_providers" ADD CONSTRAINT "captcha_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_verification_records" ADD CONSTRAINT "user_verification_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "captcha_providers__tenant_id" ON "captcha_providers" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "user_verification_records__expires_at" ON "user_verification_records" USING btree ("tenant_id","expires_at");--> statement-breakpoint
-- Row-level security (decision 002): the tenant role reaches only its own tenant's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON "account_centers", "captcha_providers", "user_verification_records" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "account_centers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "captcha_providers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_verification_records" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "account_centers_tenant_isolation" ON "account_centers"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "captcha_providers_tenant_isolation" ON "captcha_providers"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "user_verification_records_tenant_isolation" ON "user_verification_records"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
