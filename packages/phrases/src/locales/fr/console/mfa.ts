import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Authentification multifacteur',
  subtitle: 'Demandez une seconde preuve d’identité après le mot de passe ou le code.',
  load_error: 'Impossible de charger les paramètres MFA. Réessayez plus tard.',
  factors_title: 'Facteurs',
  factors_description:
    'Les seconds facteurs que les utilisateurs peuvent configurer et utiliser pour se connecter.',
  factors: {
    Totp: 'Application d’authentification (TOTP)',
    WebAuthn: 'Clés d’accès (WebAuthn)',
    BackupCode: 'Codes de secours',
    EmailVerificationCode: 'Code de vérification par e-mail',
    PhoneVerificationCode: 'Code de vérification par SMS',
  },
  factor_descriptions: {
    Totp: 'Des codes à usage unique générés par une application comme Google Authenticator.',
    WebAuthn: 'Clés de sécurité, empreintes digitales ou reconnaissance faciale de l’appareil.',
    BackupCode: 'Dix codes à usage unique, pour quand les autres facteurs sont inaccessibles.',
    EmailVerificationCode:
      'Un code envoyé à l’adresse e-mail de l’utilisateur (nécessite un connecteur e-mail).',
    PhoneVerificationCode:
      'Un code envoyé au téléphone de l’utilisateur (nécessite un connecteur SMS).',
  },
  backup_code_alone: 'Les codes de secours nécessitent au moins un autre facteur.',
  policy_title: 'Politique',
  policy_description:
    'Si les utilisateurs doivent configurer un facteur, et quand cela leur est demandé.',
  policy: {
    UserControlled: 'Facultatif : les utilisateurs le configurent depuis leur compte',
    Mandatory: 'Obligatoire : chaque utilisateur configure un facteur à la prochaine connexion',
    PromptOnlyAtSignIn: 'Proposer à la connexion, les utilisateurs peuvent ignorer',
    PromptAtSignInAndSignUp:
      'Proposer à l’inscription et à la connexion, les utilisateurs peuvent ignorer',
    NoPrompt: 'Ne jamais demander : les utilisateurs le configurent depuis leur compte',
    PromptAtSignInAndSignUpMandatory: 'Exiger à l’inscription et à la connexion',
    PromptOnlyAtSignInMandatory: 'Exiger à la connexion uniquement',
  },
  passkey_title: 'Connexion par clé d’accès',
  passkey_enabled: 'Se connecter avec une clé d’accès',
  passkey_enabled_description:
    'Les utilisateurs peuvent se connecter avec une clé d’accès au lieu d’un identifiant.',
  passkey_button: 'Afficher un bouton « Se connecter avec une clé d’accès »',
  passkey_autofill: 'Proposer les clés d’accès dans le remplissage automatique du navigateur',
  labels: {
    factors: 'Facteurs',
    policy: 'Politique',
  },
};
