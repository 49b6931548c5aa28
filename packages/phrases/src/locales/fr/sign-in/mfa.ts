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
    factor_email_code: 'Code par e-mail',
    factor_email_code_description: 'Un code envoyé à votre adresse e-mail.',
    factor_phone_code: 'Code par SMS',
    factor_phone_code_description: 'Un code envoyé par SMS à votre téléphone.',
    email_code_send_description: 'Nous allons envoyer un code à {{address}}.',
    phone_code_send_description: 'Nous allons envoyer un code par SMS à {{address}}.',
    email_code_your_address: 'votre adresse e-mail',
    phone_code_your_address: 'votre téléphone',
    code_send: 'Envoyer le code',
    code_sent: 'Nous avons envoyé un code à {{address}}. Il est valable 10 minutes.',
    code_received: 'Code reçu',
    code_resend: 'Envoyer un nouveau code',
    factor_email_add: 'Ajouter une adresse e-mail',
    factor_email_add_description:
      'Recevez des codes à une adresse e-mail que vous ajoutez maintenant.',
    factor_phone_add: 'Ajouter un numéro de téléphone',
    factor_phone_add_description:
      'Recevez des codes par SMS à un numéro que vous ajoutez maintenant.',
    email_add_description:
      'Saisissez votre adresse e-mail. Nous y enverrons un code, et elle deviendra l’adresse e-mail de votre compte.',
    phone_add_description:
      'Saisissez votre numéro de téléphone. Nous y enverrons un code par SMS, et il deviendra le numéro de votre compte.',
    email_add_change: 'Utiliser une autre adresse e-mail',
    phone_add_change: 'Utiliser un autre numéro de téléphone',
    passkey_sign_in: 'Se connecter avec une passkey',
  },
};
