-- Enterprise SSO connectors (issue 11): written by hand; see apps/server/src/db/schema/sso-connectors.ts.
SELECT 1;
