CREATE TYPE "public"."organization_invitation_status" AS ENUM('Pending', 'Accepted', 'Expired', 'Revoked');--> statement-breakpoint
CREATE TABLE "application_user_consent_organization_resource_scopes" (
	"tenant_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"scope_id" varchar(21) NOT NULL,
	CONSTRAINT "application_user_consent_organization_resource_scopes_pk" PRIMARY KEY("tenant_id","application_id","scope_id")
);
--> statement-breakpoint
CREATE TABLE "application_user_consent_organization_scopes" (
	"tenant_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	"organization_scope_id" varchar(21) NOT NULL,
	CONSTRAINT "application_user_consent_organization_scopes_pk" PRIMARY KEY("tenant_id","application_id","organization_scope_id")
);
--> statement-breakpoint
CREATE TABLE "organization_application_relations" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	CONSTRAINT "organization_application_relations_pk" PRIMARY KEY("tenant_id","organization_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "organization_invitation_role_relations" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_invitation_id" varchar(21) NOT NULL,
	"organization_role_id" varchar(21) NOT NULL,
	CONSTRAINT "organization_invitation_role_relations_pk" PRIMARY KEY("tenant_id","organization_invitation_id","organization_role_id")
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"tenant_id" varchar(21) NOT NULL,
	"id" varchar(21) NOT NULL,
	"inviter_id" varchar(21),
	"invitee" varchar(256) NOT NULL,
	"accepted_user_id" varchar(21),
	"organization_id" varchar(21) NOT NULL,
	"status" "organization_invitation_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organization_invitations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_jit_email_domains" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_id" varchar(21) NOT NULL,
	"email_domain" varchar(128) NOT NULL,
	CONSTRAINT "organization_jit_email_domains_pk" PRIMARY KEY("tenant_id","organization_id","email_domain")
);
--> statement-breakpoint
CREATE TABLE "organization_jit_roles" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_id" varchar(21) NOT NULL,
	"organization_role_id" varchar(21) NOT NULL,
	CONSTRAINT "organization_jit_roles_pk" PRIMARY KEY("tenant_id","organization_id","organization_role_id")
);
--> statement-breakpoint
CREATE TABLE "organization_role_application_relations" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_id" varchar(21) NOT NULL,
	"organization_role_id" varchar(21) NOT NULL,
	"application_id" varchar(21) NOT NULL,
	CONSTRAINT "organization_role_application_relations_pk" PRIMARY KEY("tenant_id","organization_id","organization_role_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "organization_role_resource_scope_relations" (
	"tenant_id" varchar(21) NOT NULL,
	"organization_role_id" varchar(21) NOT NULL,
	"scope_id" varchar(21) NOT NULL,
	CONSTRAINT "organization_role_resource_scope_relations_pk" PRIMARY KEY("tenant_id","organization_role_id","scope_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_trusted_device_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "color" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "custom_css" text;--> statement-breakpoint
ALTER TABLE "application_user_consent_organization_resource_scopes" ADD CONSTRAINT "application_user_consent_organization_resource_scopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "application_user_consent_organization_resource_scopes" ADD CONSTRAINT "application_user_consent_organization_resource_scopes__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_user_consent_organization_resource_scopes" ADD CONSTRAINT "application_user_consent_organization_resource_scopes__scope_id_fk" FOREIGN KEY ("tenant_id","scope_id") REFERENCES "public"."scopes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_user_consent_organization_scopes" ADD CONSTRAINT "application_user_consent_organization_scopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "application_user_consent_organization_scopes" ADD CONSTRAINT "application_user_consent_organization_scopes__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_user_consent_organization_scopes" ADD CONSTRAINT "application_user_consent_organization_scopes__organization_scope_id_fk" FOREIGN KEY ("tenant_id","organization_scope_id") REFERENCES "public"."organization_scopes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_application_relations" ADD CONSTRAINT "organization_application_relations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_application_relations" ADD CONSTRAINT "organization_application_relations__organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_application_relations" ADD CONSTRAINT "organization_application_relations__application_id_fk" FOREIGN KEY ("tenant_id","application_id") REFERENCES "public"."applications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitation_role_relations" ADD CONSTRAINT "organization_invitation_role_relations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_invitation_role_relations" ADD CONSTRAINT "organization_invitation_role_relations__organization_invitation_id_fk" FOREIGN KEY ("tenant_id","organization_invitation_id") REFERENCES "public"."organization_invitations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitation_role_relations" ADD CONSTRAINT "organization_invitation_role_relations__organization_role_id_fk" FOREIGN KEY ("tenant_id","organization_role_id") REFERENCES "public"."organization_roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations__organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations__inviter_id_fk" FOREIGN KEY ("tenant_id","inviter_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations__accepted_user_id_fk" FOREIGN KEY ("tenant_id","accepted_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_jit_email_domains" ADD CONSTRAINT "organization_jit_email_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_jit_email_domains" ADD CONSTRAINT "organization_jit_email_domains__organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_jit_roles" ADD CONSTRAINT "organization_jit_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_jit_roles" ADD CONSTRAINT "organization_jit_roles__organization_id_fk" FOREIGN KEY ("tenant_id","organization_id") REFERENCES "public"."organizations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_jit_roles" ADD CONSTRAINT "organization_jit_roles__organization_role_id_fk" FOREIGN KEY ("tenant_id","organization_role_id") REFERENCES "public"."organization_roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_role_application_relations" ADD CONSTRAINT "organization_role_application_relations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_role_application_relations" ADD CONSTRAINT "organization_role_application_relations__organization_id_application_id_fk" FOREIGN KEY ("tenant_id","organization_id","application_id") REFERENCES "public"."organization_application_relations"("tenant_id","organization_id","application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_role_application_relations" ADD CONSTRAINT "organization_role_application_relations__organization_role_id_fk" FOREIGN KEY ("tenant_id","organization_role_id") REFERENCES "public"."organization_roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_role_resource_scope_relations" ADD CONSTRAINT "organization_role_resource_scope_relations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_role_resource_scope_relations" ADD CONSTRAINT "organization_role_resource_scope_relations__organization_role_id_fk" FOREIGN KEY ("tenant_id","organization_role_id") REFERENCES "public"."organization_roles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_role_resource_scope_relations" ADD CONSTRAINT "organization_role_resource_scope_relations__scope_id_fk" FOREIGN KEY ("tenant_id","scope_id") REFERENCES "public"."scopes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_application_relations__application_id" ON "organization_application_relations" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations__invitee_organization_id" ON "organization_invitations" USING btree ("tenant_id","invitee","organization_id") WHERE status = 'Pending';--> statement-breakpoint
CREATE INDEX "organization_jit_email_domains__email_domain" ON "organization_jit_email_domains" USING btree ("tenant_id","email_domain");--> statement-breakpoint
CREATE INDEX "organizations__created_at" ON "organizations" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- The relations that name a role or an application accept only the right type (the contract's
-- check constraints): a member holds User roles, an application MachineToMachine roles, and only a
-- machine-to-machine application joins an organization. A CHECK cannot read another table, so a
-- trigger does, inside the same tenant.
CREATE FUNCTION gatehouse_check_organization_role_type() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  expected role_type := TG_ARGV[0]::role_type;
  actual role_type;
BEGIN
  SELECT type INTO actual FROM organization_roles
    WHERE tenant_id = NEW.tenant_id AND id = NEW.organization_role_id;
  IF actual IS DISTINCT FROM expected THEN
    RAISE EXCEPTION 'organization role % is not of type %', NEW.organization_role_id, expected
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '__role_type';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION gatehouse_check_organization_application_type() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actual application_type;
BEGIN
  SELECT type INTO actual FROM applications
    WHERE tenant_id = NEW.tenant_id AND id = NEW.application_id;
  IF actual IS DISTINCT FROM 'MachineToMachine' THEN
    RAISE EXCEPTION 'application % is not a machine-to-machine application', NEW.application_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'organization_application_relations__application_type';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER organization_role_user_relations__role_type
  BEFORE INSERT OR UPDATE ON organization_role_user_relations
  FOR EACH ROW EXECUTE FUNCTION gatehouse_check_organization_role_type('User');
--> statement-breakpoint
CREATE TRIGGER organization_role_application_relations__role_type
  BEFORE INSERT OR UPDATE ON organization_role_application_relations
  FOR EACH ROW EXECUTE FUNCTION gatehouse_check_organization_role_type('MachineToMachine');
--> statement-breakpoint
CREATE TRIGGER organization_application_relations__application_type
  BEFORE INSERT OR UPDATE ON organization_application_relations
  FOR EACH ROW EXECUTE FUNCTION gatehouse_check_organization_application_type();
--> statement-breakpoint
-- A user's organizations (the users' Organizations tab, the organizations claim) by user.
CREATE INDEX "organization_user_relations__user_id" ON "organization_user_relations" USING btree ("tenant_id","user_id");
--> statement-breakpoint
-- Row-level security (decision 002): the tenant role reaches only its own tenant's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON "application_user_consent_organization_resource_scopes", "application_user_consent_organization_scopes", "organization_application_relations", "organization_invitation_role_relations", "organization_invitations", "organization_jit_email_domains", "organization_jit_roles", "organization_role_application_relations", "organization_role_resource_scope_relations" TO gatehouse_tenant;
--> statement-breakpoint
ALTER TABLE "application_user_consent_organization_resource_scopes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_user_consent_organization_scopes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organization_application_relations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organization_invitation_role_relations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organization_invitations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organization_jit_email_domains" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organization_jit_roles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organization_role_application_relations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "organization_role_resource_scope_relations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "application_user_consent_organization_resource_scopes_tenant_isolation" ON "application_user_consent_organization_resource_scopes"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "application_user_consent_organization_scopes_tenant_isolation" ON "application_user_consent_organization_scopes"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "organization_application_relations_tenant_isolation" ON "organization_application_relations"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "organization_invitation_role_relations_tenant_isolation" ON "organization_invitation_role_relations"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "organization_invitations_tenant_isolation" ON "organization_invitations"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "organization_jit_email_domains_tenant_isolation" ON "organization_jit_email_domains"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "organization_jit_roles_tenant_isolation" ON "organization_jit_roles"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "organization_role_application_relations_tenant_isolation" ON "organization_role_application_relations"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
--> statement-breakpoint
CREATE POLICY "organization_role_resource_scope_relations_tenant_isolation" ON "organization_role_resource_scope_relations"
  USING (tenant_id = (SELECT gatehouse_tenant_id()))
  WITH CHECK (tenant_id = (SELECT gatehouse_tenant_id()));
