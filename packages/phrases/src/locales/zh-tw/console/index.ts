import type { LocalePhrases } from '../../../types.ts';
import { account_center } from './account-center.ts';
import { api_resources } from './api-resources.ts';
import { applications } from './applications.ts';
import { audit_logs } from './audit-logs.ts';
import { connectors } from './connectors.ts';
import { dashboard } from './dashboard.ts';
import { enterprise_sso } from './enterprise-sso.ts';
import { errors } from './errors.ts';
import { general } from './general.ts';
import { get_started } from './get-started.ts';
import { guides } from './guides.ts';
import { kit } from './kit.ts';
import { language } from './language.ts';
import { mfa } from './mfa.ts';
import { organizations } from './organizations.ts';
import { profile } from './profile.ts';
import { roles } from './roles.ts';
import { saml_applications } from './saml-applications.ts';
import { security } from './security.ts';
import { shell } from './shell.ts';
import { sign_in_experience } from './sign-in-experience.ts';
import { user_security } from './user-security.ts';
import { users } from './users.ts';

export const consolePhrases: LocalePhrases['console'] = {
  general,
  shell,
  language,
  errors,
  profile,
  get_started,
  dashboard,
  kit,
  applications,
  guides,
  users,
  api_resources,
  roles,
  audit_logs,
  sign_in_experience,
  connectors,
  mfa,
  security,
  user_security,
  account_center,
  enterprise_sso,
  saml_applications,
  organizations,
};
