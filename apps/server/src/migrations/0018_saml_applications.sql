-- SAML applications (issue 11): written by hand; see apps/server/src/db/schema/saml-applications.ts.
SELECT 1;
