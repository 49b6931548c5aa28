DROP INDEX "users__created_at";--> statement-breakpoint
CREATE INDEX "users__created_at" ON "users" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id");