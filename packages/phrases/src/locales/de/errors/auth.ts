import type { LocalePhrases } from '../../../types.ts';

export const auth: NonNullable<NonNullable<LocalePhrases['errors']>['auth']> = {
  authorization_header_missing: 'Der Authorization-Header fehlt.',
  authorization_token_type_not_supported:
    'Der Autorisierungstyp wird nicht unterstützt; verwenden Sie ein Bearer-Token.',
  unauthorized: 'Nicht autorisiert. Prüfen Sie Ihre Anmeldedaten und deren Geltungsbereich.',
  forbidden: 'Verboten. Prüfen Sie Ihre Rollen und Berechtigungen.',
  expected_role_not_found:
    'Eine erwartete Rolle wurde nicht gefunden. Prüfen Sie Ihre Rollen und Berechtigungen.',
  jwt_sub_missing: 'Das Token enthält keinen `sub`-Claim.',
  third_party_application_forbidden: 'Drittanbieteranwendungen dürfen dies nicht tun.',
  require_re_authentication: 'Bitte melden Sie sich erneut an, um fortzufahren.',
  exceed_token_limit: 'Das Token-Limit dieses Mandanten wurde erreicht.',
};
