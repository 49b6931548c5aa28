CREATE TABLE "application_sign_in_experiences" (
	"tenant_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"color" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"branding" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_css" text,
	"terms_of_use_url" varchar(2048),
	"privacy_policy_url" varchar(2048),
	"display_name" varchar(256),
	CONSTRAINT "application_sign_in_experiences_tenant_id_application_id_pk" PRIMARY KEY("tenant_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "application_user_consent_resource_scopes" (
	"tenant_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"scope_id" varchar(21) NOT NULL,
	CONSTRAINT "app_consent_resource_scopes_pk" PRIMARY KEY("tenant_id","application_id","scope_id")
);
--> statement-breakpoint
CREATE TABLE "application_user_consent_user_scopes" (
	"tenant_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"user_scope" varchar(64) NOT NULL,
	CONSTRAINT "app_consent_user_scopes_pk" PRIMARY KEY("tenant_id","application_id","user_scope")
);
--> statement-breakpoint
CREATE TABLE "daily_active_users" (
	"tenant_id" varchar(21) NOT NULL,
	"user_id" varchar(12) NOT NULL,
	"date" varchar(10) NOT NULL,
	CONSTRAINT "daily_active_users_tenant_id_date_user_id_pk" PRIMARY KEY("tenant_id","date","user_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "app_level_access_control_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_password_expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_sign_in_experiences" ADD CONSTRAINT "application_sign_in_experiences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "application_sign_in_experiences" ADD CONSTRAINT "application_sign_in_experiences__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_user_consent_resource_scopes" ADD CONSTRAINT "application_user_consent_resource_scopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "application_user_consent_resource_scopes" ADD CONSTRAINT "app_consent_resource_scopes__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_user_consent_user_scopes" ADD CONSTRAINT "application_user_consent_user_scopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "application_user_consent_user_scopes" ADD CONSTRAINT "app_consent_user_scopes__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_active_users" ADD CONSTRAINT "daily_active_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "logs__user_id" ON "logs" USING btree ("tenant_id",("payload"->>'userId'),"created_at");--> statement-breakpoint
CREATE INDEX "logs__application_id" ON "logs" USING btree ("tenant_id",("payload"->>'applicationId'),"created_at");--> statement-breakpoint
CREATE INDEX "oidc_model_instances__uid" ON "oidc_model_instances" USING btree ("tenant_id","model_name",("payload"->>'uid'));--> statement-breakpoint
CREATE INDEX "oidc_model_instances__grant_id" ON "oidc_model_instances" USING btree ("tenant_id",("payload"->>'grantId'));--> statement-breakpoint
CREATE INDEX "oidc_model_instances__user_code" ON "oidc_model_instances" USING btree ("tenant_id","model_name",("payload"->>'userCode'));--> statement-breakpoint
CREATE UNIQUE INDEX "resources__is_default_true" ON "resources" USING btree ("tenant_id") WHERE is_default = true;