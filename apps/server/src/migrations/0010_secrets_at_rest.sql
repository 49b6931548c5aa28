-- Secrets are sealed at rest (db/secret-box.ts): an envelope is longer than the plain 32-64
-- characters. Widening a varchar changes the catalog only (no table rewrite).
ALTER TABLE "application_secrets" ALTER COLUMN "value" SET DATA TYPE varchar(256);--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "secret" SET DATA TYPE varchar(256);
