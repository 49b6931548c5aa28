-- Issue 13: every setting of the contract's SignInExperience gets its column (the management API
-- stores and returns them all), and custom phrases get their table, isolated per tenant like the
-- others (decision 002: the policy compares with gatehouse_tenant_id()).
CREATE TABLE "custom_phrases" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"language_tag" varchar(16) NOT NULL,
	"translation" jsonb NOT NULL,
	CONSTRAINT "custom_phrases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "custom_ui_assets" jsonb;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "custom_ui_csp" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "adaptive_mfa" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "captcha_policy" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "sentinel_policy" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "email_blocklist_policy" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "verification_code_policy" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "forgot_password_methods" jsonb;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "passkey_sign_in" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "sign_up_profile_fields" jsonb;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "password_expiration" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD COLUMN "username_policy" jsonb;--> statement-breakpoint
ALTER TABLE "custom_phrases" ADD CONSTRAINT "custom_phrases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_phrases__language_tag" ON "custom_phrases" USING btree ("tenant_id","language_tag");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "custom_phrases" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "custom_phrases" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "custom_phrases_tenant_isolation" ON "custom_phrases"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
