CREATE TYPE "public"."application_type" AS ENUM('Native', 'SPA', 'Traditional', 'MachineToMachine', 'Protected', 'SAML');--> statement-breakpoint
CREATE TYPE "public"."role_type" AS ENUM('User', 'MachineToMachine');--> statement-breakpoint
CREATE TYPE "public"."agree_to_terms_policy" AS ENUM('Automatic', 'ManualRegistrationOnly', 'Manual');--> statement-breakpoint
CREATE TYPE "public"."sign_in_mode" AS ENUM('SignIn', 'Register', 'SignInAndRegister');--> statement-breakpoint
CREATE TYPE "public"."users_password_encryption_method" AS ENUM('Argon2i', 'Argon2id', 'Argon2d', 'SHA1', 'SHA256', 'MD5', 'Bcrypt', 'Legacy');--> statement-breakpoint
CREATE TABLE "application_secrets" (
	"tenant_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"name" varchar(256) NOT NULL,
	"value" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "application_secrets_tenant_id_application_id_name_pk" PRIMARY KEY("tenant_id","application_id","name")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"name" text NOT NULL,
	"secret" varchar(64) NOT NULL,
	"description" text,
	"type" "application_type" NOT NULL,
	"oidc_client_metadata" jsonb NOT NULL,
	"custom_client_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"protected_app_metadata" jsonb,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_third_party" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "configs" (
	"tenant_id" varchar(21) NOT NULL,
	"key" varchar(256) NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "configs_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"key" varchar(128) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "oidc_model_instances" (
	"tenant_id" varchar(21) NOT NULL,
	"model_name" varchar(64) NOT NULL,
	"id" varchar(128) NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_model_instances_tenant_id_model_name_id_pk" PRIMARY KEY("tenant_id","model_name","id")
);
--> statement-breakpoint
CREATE TABLE "organization_role_scope_relations" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_role_id" varchar(21) NOT NULL,
	"organization_scope_id" varchar(21) NOT NULL,
	CONSTRAINT "organization_role_scope_relations_pk" PRIMARY KEY("tenant_id","organization_role_id","organization_scope_id")
);
--> statement-breakpoint
CREATE TABLE "organization_role_user_relations" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_id" varchar(21) NOT NULL,
	"organization_role_id" varchar(21) NOT NULL,
	"user_id" varchar(12) NOT NULL,
	CONSTRAINT "organization_role_user_relations_pk" PRIMARY KEY("tenant_id","organization_id","organization_role_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organization_roles" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" varchar(256),
	"type" "role_type" DEFAULT 'User' NOT NULL,
	CONSTRAINT "organization_roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_scopes" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" text,
	CONSTRAINT "organization_scopes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_user_relations" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_id" varchar(21) NOT NULL,
	"user_id" varchar(12) NOT NULL,
	CONSTRAINT "organization_user_relations_pk" PRIMARY KEY("tenant_id","organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" varchar(256),
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_mfa_required" boolean DEFAULT false NOT NULL,
	"branding" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"name" text NOT NULL,
	"indicator" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"access_token_ttl" integer DEFAULT 3600 NOT NULL,
	CONSTRAINT "resources_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "scopes" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"resource_id" varchar(21) NOT NULL,
	"name" varchar(256) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scopes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "applications_roles" (
	"tenant_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"role_id" varchar(21) NOT NULL,
	CONSTRAINT "applications_roles_tenant_id_application_id_role_id_pk" PRIMARY KEY("tenant_id","application_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" varchar(128) NOT NULL,
	"type" "role_type" DEFAULT 'User' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "roles_scopes" (
	"tenant_id" varchar(21) NOT NULL,
	"role_id" varchar(21) NOT NULL,
	"scope_id" varchar(21) NOT NULL,
	CONSTRAINT "roles_scopes_tenant_id_role_id_scope_id_pk" PRIMARY KEY("tenant_id","role_id","scope_id")
);
--> statement-breakpoint
CREATE TABLE "users_roles" (
	"tenant_id" varchar(21) NOT NULL,
	"user_id" varchar(21) NOT NULL,
	"role_id" varchar(21) NOT NULL,
	CONSTRAINT "users_roles_tenant_id_user_id_role_id_pk" PRIMARY KEY("tenant_id","user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sign_in_experiences" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"color" jsonb NOT NULL,
	"branding" jsonb NOT NULL,
	"hide_logto_branding" boolean DEFAULT false NOT NULL,
	"language_info" jsonb NOT NULL,
	"terms_of_use_url" varchar(2048),
	"privacy_policy_url" varchar(2048),
	"agree_to_terms_policy" "agree_to_terms_policy" DEFAULT 'Automatic' NOT NULL,
	"sign_in" jsonb NOT NULL,
	"sign_up" jsonb NOT NULL,
	"social_sign_in" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"social_sign_in_connector_targets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sign_in_mode" "sign_in_mode" DEFAULT 'SignInAndRegister' NOT NULL,
	"custom_css" text,
	"custom_content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"password_policy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mfa" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"single_sign_on_enabled" boolean DEFAULT false NOT NULL,
	"support_email" text,
	"support_website_url" text,
	"unknown_session_redirect_url" text,
	CONSTRAINT "sign_in_experiences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "systems" (
	"key" varchar(256) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" varchar(21) PRIMARY KEY NOT NULL,
	"name" varchar(128) DEFAULT 'My Project' NOT NULL,
	"tag" varchar(64) DEFAULT 'development' NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_assets" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"user_id" varchar(12),
	"content_type" varchar(128) NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_assets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(12) NOT NULL,
	"username" varchar(128),
	"primary_email" varchar(128),
	"primary_phone" varchar(128),
	"password_encrypted" varchar(512),
	"password_encryption_method" "users_password_encryption_method",
	"name" varchar(128),
	"avatar" varchar(2048),
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"application_id" varchar(21),
	"identities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logto_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mfa_verifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_secrets" ADD CONSTRAINT "application_secrets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "application_secrets" ADD CONSTRAINT "application_secrets__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "configs" ADD CONSTRAINT "configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "oidc_model_instances" ADD CONSTRAINT "oidc_model_instances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_role_scope_relations" ADD CONSTRAINT "organization_role_scope_relations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_role_scope_relations" ADD CONSTRAINT "organization_role_scope_relations__organization_role_id_fk" FOREIGN KEY ("tenant_id","organization_role_id") REFERENCES "public"."organization_roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_role_scope_relations" ADD CONSTRAINT "organization_role_scope_relations__organization_scope_id_fk" FOREIGN KEY ("tenant_id","organization_scope_id") REFERENCES "public"."organization_scopes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_role_user_relations" ADD CONSTRAINT "organization_role_user_relations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_role_user_relations" ADD CONSTRAINT "organization_role_user_relations__organization_id_user_id_fk" FOREIGN KEY ("tenant_id","organization_id","user_id") REFERENCES "public"."organization_user_relations"("tenant_id","organization_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_role_user_relations" ADD CONSTRAINT "organization_role_user_relations__organization_role_id_fk" FOREIGN KEY ("tenant_id","organization_role_id") REFERENCES "public"."organization_roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_roles" ADD CONSTRAINT "organization_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_scopes" ADD CONSTRAINT "organization_scopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_user_relations" ADD CONSTRAINT "organization_user_relations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_user_relations" ADD CONSTRAINT "organization_user_relations__organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_user_relations" ADD CONSTRAINT "organization_user_relations__user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes__resource_id_fk" FOREIGN KEY ("tenant_id","resource_id") REFERENCES "public"."resources"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications_roles" ADD CONSTRAINT "applications_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "applications_roles" ADD CONSTRAINT "applications_roles__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications_roles" ADD CONSTRAINT "applications_roles__role_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "roles_scopes" ADD CONSTRAINT "roles_scopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "roles_scopes" ADD CONSTRAINT "roles_scopes__role_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles_scopes" ADD CONSTRAINT "roles_scopes__scope_id_fk" FOREIGN KEY ("tenant_id","scope_id") REFERENCES "public"."scopes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles__user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles__role_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ADD CONSTRAINT "sign_in_experiences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_assets" ADD CONSTRAINT "user_assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "applications__is_third_party" ON "applications" USING btree ("tenant_id","is_third_party");--> statement-breakpoint
CREATE INDEX "logs__key" ON "logs" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "logs__created_at" ON "logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "oidc_model_instances__expires_at" ON "oidc_model_instances" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_roles__name" ON "organization_roles" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_scopes__name" ON "organization_scopes" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "resources__indicator" ON "resources" USING btree ("tenant_id","indicator");--> statement-breakpoint
CREATE UNIQUE INDEX "scopes__resource_id_name" ON "scopes" USING btree ("tenant_id","resource_id","name");--> statement-breakpoint
CREATE INDEX "applications_roles__role_id" ON "applications_roles" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles__name" ON "roles" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "roles_scopes__scope_id" ON "roles_scopes" USING btree ("tenant_id","scope_id");--> statement-breakpoint
CREATE INDEX "users_roles__role_id" ON "users_roles" USING btree ("tenant_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users__username" ON "users" USING btree ("tenant_id","username");--> statement-breakpoint
CREATE UNIQUE INDEX "users__primary_email" ON "users" USING btree ("tenant_id","primary_email");--> statement-breakpoint
CREATE UNIQUE INDEX "users__primary_phone" ON "users" USING btree ("tenant_id","primary_phone");--> statement-breakpoint
CREATE INDEX "users__created_at" ON "users" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "users__name" ON "users" USING btree ("tenant_id","name");