import type { LocalePhrases } from '../../../types.ts';
import { account_center, verification_record } from './account.ts';
import { auth } from './auth.ts';
import { connector, verification_code } from './connector.ts';
import { entity } from './entity.ts';
import { guard } from './guard.ts';
import { application, log, resource, role, scope } from './management.ts';
import { oidc } from './oidc.ts';
import { organization } from './organization.ts';
import { password } from './password.ts';
import { request } from './request.ts';
import { secrets } from './secrets.ts';
import { session } from './session.ts';
import { localization, sign_in_experiences } from './sign-in-experience.ts';
import { single_sign_on } from './single-sign-on.ts';
import { sso_connection_test } from './sso-connection-test.ts';
import { tenant } from './tenant.ts';
import { user } from './user.ts';

export const errorPhrases: LocalePhrases['errors'] = {
  request,
  guard,
  auth,
  entity,
  tenant,
  oidc,
  user,
  password,
  session,
  role,
  scope,
  resource,
  application,
  log,
  sign_in_experiences,
  localization,
  connector,
  verification_code,
  account_center,
  verification_record,
  organization,
  single_sign_on,
  secrets,
  sso_connection_test,
};
