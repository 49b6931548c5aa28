-- Row-level security for the tables of migration 0002 (see 0001 for the why).
GRANT SELECT, INSERT, UPDATE, DELETE ON "application_sign_in_experiences", "application_user_consent_resource_scopes", "application_user_consent_user_scopes", "daily_active_users" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "application_sign_in_experiences" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "application_sign_in_experiences_tenant_isolation" ON "application_sign_in_experiences"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "application_user_consent_resource_scopes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "application_user_consent_resource_scopes_tenant_isolation" ON "application_user_consent_resource_scopes"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "application_user_consent_user_scopes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "application_user_consent_user_scopes_tenant_isolation" ON "application_user_consent_user_scopes"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
ALTER TABLE "daily_active_users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "daily_active_users_tenant_isolation" ON "daily_active_users"
  USING (tenant_id = current_setting('gatehouse.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('gatehouse.tenant_id', true));
--> statement-breakpoint
-- Partial-text search over users (`search=%ada%`) stays fast at 100,000+ users with trigram indexes;
-- ILIKE and LIKE use them directly.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users__username_trgm" ON "users" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users__primary_email_trgm" ON "users" USING gin ("primary_email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users__primary_phone_trgm" ON "users" USING gin ("primary_phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users__name_trgm" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users__id_trgm" ON "users" USING gin ("id" gin_trgm_ops);
