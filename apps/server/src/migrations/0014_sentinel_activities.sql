CREATE TABLE "sentinel_activities" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_hash" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"action_result" varchar(32) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decision" varchar(32) NOT NULL,
	"decision_expires_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sentinel_activities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sentinel_activities" ADD CONSTRAINT "sentinel_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "sentinel_activities__target_type__target_hash__created_at" ON "sentinel_activities" USING btree ("tenant_id","target_type","target_hash","created_at");--> statement-breakpoint
-- Row-level security (decision 002): the tenant role reaches only its own tenant's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON "sentinel_activities" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "sentinel_activities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "sentinel_activities_tenant_isolation" ON "sentinel_activities"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
