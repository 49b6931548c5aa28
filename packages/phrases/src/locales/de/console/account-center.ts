import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Kontocenter',
    subtitle:
      'Lassen Sie Benutzer ihr eigenes Konto unter /account und über die Account API verwalten, Feld für Feld.',
    load_error: 'Die Einstellungen des Kontocenters konnten nicht geladen werden.',
    enabled_title: 'Kontocenter',
    enabled: 'Kontocenter aktivieren',
    enabled_description: 'Wenn aus, lehnen die Kontoseite und die Account API jede Anfrage ab.',
    fields_title: 'Felder',
    fields_description:
      'Aus blendet ein Feld aus, Nur lesen zeigt es ohne Änderungen, Bearbeiten erlaubt Änderungen.',
    access: { Off: 'Aus', ReadOnly: 'Nur lesen', Edit: 'Bearbeiten' },
    fields: {
      name: 'Name',
      avatar: 'Avatar',
      profile: 'Profil (OIDC-Claims)',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
      password: 'Passwort',
      username: 'Benutzername',
      social: 'Soziale Identitäten',
      customData: 'Benutzerdefinierte Daten',
      mfa: 'Multi-Faktor-Authentifizierung',
      passkey: 'Passkeys',
      session: 'Sitzungen',
    },
    webauthn_title: 'Verwandte Ursprünge für Passkeys',
    webauthn_origins: 'Verwandte Ursprünge',
    webauthn_origins_description:
      'Weitere Ursprünge Ihrer Apps, an denen Passkeys dieses Mandanten funktionieren, eine URL pro Zeile.',
    webauthn_origin_invalid: 'Jede Zeile muss eine URL sein, etwa https://app.example.com.',
  };
