import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Centre de compte',
    subtitle:
      'Permettez aux utilisateurs de gérer leur propre compte sur /account et via l’Account API, champ par champ.',
    load_error: 'Les paramètres du centre de compte n’ont pas pu être chargés.',
    enabled_title: 'Centre de compte',
    enabled: 'Activer le centre de compte',
    enabled_description: 'Désactivé, la page de compte et l’Account API refusent toute requête.',
    fields_title: 'Champs',
    fields_description:
      'Désactivé masque un champ, Lecture seule l’affiche sans modification, Modifier permet de le changer.',
    access: { Off: 'Désactivé', ReadOnly: 'Lecture seule', Edit: 'Modifier' },
    fields: {
      name: 'Nom',
      avatar: 'Avatar',
      profile: 'Profil (claims OIDC)',
      email: 'Adresse e-mail',
      phone: 'Numéro de téléphone',
      password: 'Mot de passe',
      username: 'Nom d’utilisateur',
      social: 'Identités sociales',
      customData: 'Données personnalisées',
      mfa: 'Authentification multifacteur',
      passkey: 'Passkeys',
      session: 'Sessions',
    },
    webauthn_title: 'Origines associées des passkeys',
    webauthn_origins: 'Origines associées',
    webauthn_origins_description:
      'Autres origines de vos applications où les passkeys de ce tenant fonctionnent, une URL par ligne.',
    webauthn_origin_invalid: 'Chaque ligne doit être une URL, comme https://app.example.com.',
  };
