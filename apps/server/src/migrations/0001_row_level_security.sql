-- Row-level security: the second wall between tenants (the first is the tenant-scoped query layer).
-- Requests run as role gatehouse_tenant with `gatehouse.tenant_id` set for the transaction;
-- a row of another tenant is neither visible nor writable, whatever the query says.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gatehouse_tenant') THEN
    CREATE ROLE gatehouse_tenant NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of the same cluster created it at the same moment
END $$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT gatehouse_tenant TO %I', current_user);
EXCEPTION WHEN duplicate_object OR invalid_grant_operation THEN
  NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO gatehouse_tenant;
--> statement-breakpoint
GRANT SELECT (id, name, tag, is_suspended, created_at) ON tenants TO gatehouse_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "configs" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "configs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "configs_tenant_isolation" ON "configs"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "applications" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "applications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "applications_tenant_isolation" ON "applications"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "application_secrets" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "application_secrets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "application_secrets_tenant_isolation" ON "application_secrets"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "resources" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "resources" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "resources_tenant_isolation" ON "resources"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "scopes" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "scopes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "scopes_tenant_isolation" ON "scopes"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "roles" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "roles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "roles_tenant_isolation" ON "roles"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "roles_scopes" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "roles_scopes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "roles_scopes_tenant_isolation" ON "roles_scopes"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "users_roles" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "users_roles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "users_roles_tenant_isolation" ON "users_roles"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "applications_roles" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "applications_roles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "applications_roles_tenant_isolation" ON "applications_roles"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "users" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "users_tenant_isolation" ON "users"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "user_assets" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "user_assets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "user_assets_tenant_isolation" ON "user_assets"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "organizations" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "organizations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "organizations_tenant_isolation" ON "organizations"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "organization_roles" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "organization_roles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "organization_roles_tenant_isolation" ON "organization_roles"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "organization_scopes" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "organization_scopes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "organization_scopes_tenant_isolation" ON "organization_scopes"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "organization_role_scope_relations" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "organization_role_scope_relations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "organization_role_scope_relations_tenant_isolation" ON "organization_role_scope_relations"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "organization_user_relations" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "organization_user_relations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "organization_user_relations_tenant_isolation" ON "organization_user_relations"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "organization_role_user_relations" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "organization_role_user_relations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "organization_role_user_relations_tenant_isolation" ON "organization_role_user_relations"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "sign_in_experiences" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "sign_in_experiences" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sign_in_experiences_tenant_isolation" ON "sign_in_experiences"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "oidc_model_instances" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "oidc_model_instances" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "oidc_model_instances_tenant_isolation" ON "oidc_model_instances"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "logs" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "logs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "logs_tenant_isolation" ON "logs"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
