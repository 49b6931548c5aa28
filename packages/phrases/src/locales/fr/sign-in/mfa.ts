import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'Configurer la vérification en deux étapes',
    bind_description: 'Ajoutez une deuxième étape pour protéger votre compte.',
    verify_title: 'Confirmez qu’il s’agit bien de vous',
    verify_description: 'Confirmez votre connexion avec votre deuxième étape.',
    choose_method: 'Choisissez une méthode',
    other_methods: 'Autres méthodes',
    factor_totp: 'Application d’authentification',
    factor_totp_description:
      'Des codes issus d’une application comme Google Authenticator ou 1Password.',
    factor_webauthn: 'Passkey ou clé de sécurité',
    factor_webauthn_description:
      'Le verrouillage d’écran de votre appareil, ou une clé de sécurité.',
    factor_backup_code: 'Code de secours',
    factor_backup_code_description:
      'L’un des codes enregistrés lors de la configuration de la vérification en deux étapes.',
    skip: 'Ignorer pour l’instant',
    back: 'Retour',
    totp_scan:
      'Scannez ce code QR avec votre application d’authentification, ou saisissez-y la clé de configuration.',
    totp_qr_alt: 'Code QR pour ajouter ce compte à votre application d’authentification',
    totp_secret: 'Clé de configuration',
    totp_code: 'Code de l’application',
    totp_code_hint: 'Le code à 6 chiffres affiché actuellement par votre application.',
    backup_code: 'Code de secours',
    code_required: 'Saisissez le code.',
    verify: 'Vérifier',
    webauthn_create_description:
      'Votre navigateur vous demandera de créer une passkey avec votre appareil ou une clé de sécurité.',
    webauthn_create: 'Créer une passkey',
    webauthn_use_description:
      'Votre navigateur vous demandera votre passkey ou votre clé de sécurité.',
    webauthn_use: 'Utiliser ma passkey',
    webauthn_unsupported:
      'Ce navigateur ne prend pas en charge les passkeys. Choisissez une autre méthode.',
    webauthn_cancelled: 'La demande de passkey a été annulée ou a expiré. Veuillez réessayer.',
    backup_title: 'Enregistrez vos codes de secours',
    backup_description:
      'Chaque code ne fonctionne qu’une fois. Conservez-les en lieu sûr : ils vous permettent de vous connecter si vous perdez votre autre méthode.',
    backup_codes: 'Vos codes de secours',
    backup_copy: 'Copier les codes',
    backup_copied: 'Les codes ont été copiés.',
    backup_download: 'Télécharger les codes',
    backup_saved: 'J’ai enregistré ces codes',
    passkey_sign_in: 'Se connecter avec une passkey',
  },
};
