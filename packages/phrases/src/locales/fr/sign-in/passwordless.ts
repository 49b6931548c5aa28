import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: "Nom d'utilisateur",
    email: 'E-mail',
    phone: 'Numéro de téléphone',
    username_or_email: "Nom d'utilisateur ou e-mail",
    username_or_phone: "Nom d'utilisateur ou numéro de téléphone",
    email_or_phone: 'E-mail ou numéro de téléphone',
    username_or_email_or_phone: "Nom d'utilisateur, e-mail ou numéro de téléphone",
    phone_hint: "Avec l'indicatif du pays, par exemple +33 1 23 45 67 89.",
    required: 'Renseignez « {{label}} ».',
    email_invalid: 'Saisissez une adresse e-mail comme nom@exemple.com.',
    phone_invalid:
      "Saisissez un numéro de téléphone avec l'indicatif du pays, uniquement des chiffres.",
    change: 'Modifier',
    continue: 'Continuer',
  },
  sign_in_options: {
    password_title: 'Saisissez votre mot de passe',
    signing_in_as: 'Connexion en tant que {{identifier}}',
    forgot_password: 'Mot de passe oublié ?',
    use_code: 'Se connecter plutôt avec un code de vérification',
    use_password: 'Se connecter plutôt avec le mot de passe',
    password_changed: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  },
  verification_code: {
    title: 'Saisissez le code de vérification',
    description: 'Nous avons envoyé un code à {{identifier}}. Il est valable 10 minutes.',
    label: 'Code de vérification',
    submit: 'Continuer',
    required: 'Saisissez le code reçu.',
    resend: 'Envoyer un nouveau code',
    resend_in: 'Vous pourrez demander un nouveau code dans {{seconds}} secondes.',
    resent: 'Un nouveau code est en route.',
    no_account: "Aucun compte n'utilise encore {{identifier}}.",
    create_account: 'Créer un compte avec',
    account_exists: 'Un compte utilise déjà {{identifier}}.',
    sign_in_instead: 'Vous y connecter',
    start_again: 'Recommencer',
  },
  registration: {
    code_description: 'Nous vous enverrons un code pour le confirmer.',
    send_code: 'Envoyer le code',
    profile_title: 'Complétez votre compte',
    profile_description: 'Quelques informations supplémentaires sont nécessaires pour terminer.',
    finish: 'Terminer',
  },
  forgot_password: {
    title: 'Réinitialiser votre mot de passe',
    description: "Nous enverrons un code à l'e-mail ou au numéro de téléphone de votre compte.",
    send_code: 'Envoyer le code',
    back_to_sign_in: 'Retour à la connexion',
    new_password_title: 'Définir un nouveau mot de passe',
    new_password: 'Nouveau mot de passe',
    confirm_password: 'Confirmez le nouveau mot de passe',
    submit: 'Réinitialiser le mot de passe',
    unavailable:
      "La réinitialisation du mot de passe n'est pas disponible ici. Contactez le support de ce service.",
  },
  password_toggle: {
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
  },
  demo_app: {
    title: 'Aperçu en direct',
    description:
      "Essayez l'expérience de connexion de ce locataire avec son application de démonstration intégrée.",
    sign_in: 'Se connecter',
    signed_in_title: 'Vous êtes connecté',
    claims: 'Claims de votre jeton d’identité',
    sign_out: 'Se déconnecter',
    failed: "La connexion n'a pas abouti : {{error}}",
  },
};
