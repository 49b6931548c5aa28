import type { LocalePhrases } from '../../../types.ts';

export const pagePhrases: NonNullable<LocalePhrases['sign-in']> = {
  page_title: {
    sign_in: 'Connexion',
    register: 'Créer un compte',
    consent: 'Autoriser l’accès',
    error: 'Un problème est survenu',
    not_found: 'Page introuvable',
  },
  general: {
    loading: 'Chargement…',
    logo_alt: 'Logo de la marque',
    terms_of_use: 'Conditions d’utilisation',
    privacy_policy: 'Politique de confidentialité',
    legal_links: 'Mentions légales',
    requirement_met: 'respecté',
    requirement_not_met: 'non respecté',
  },
  sign_in: {
    title: 'Connexion',
    description: 'Connectez-vous pour continuer.',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter',
    no_account: 'Pas encore de compte ?',
    create_account: 'Créer un compte',
  },
  register: {
    title: 'Créer un compte',
    description: 'Choisissez un nom d’utilisateur et un mot de passe.',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    confirm_password: 'Confirmer le mot de passe',
    submit: 'Créer un compte',
    have_account: 'Vous avez déjà un compte ?',
    sign_in: 'Se connecter',
    closed_title: 'Les inscriptions sont fermées',
    closed_description:
      'Il n’est pas possible de créer de nouveaux comptes ici. Connectez-vous plutôt avec un compte existant.',
    first_admin_title: 'Créer le compte administrateur',
    first_admin_description:
      'C’est le premier compte de cette installation de Gatehouse : il devient l’administrateur, qui se connecte à la console et gère tout. Choisissez un nom d’utilisateur et un mot de passe.',
  },
  consent: {
    title: 'Autoriser {{name}}',
    description: '{{name}} demande l’accès à votre compte.',
    scopes_heading: 'L’application pourra :',
    no_scopes: 'Aucune permission supplémentaire n’est demandée.',
    authorize: 'Autoriser',
    load_failed: 'Impossible de charger la demande d’autorisation.',
    organizations_heading: 'Organisations auxquelles elle pourra accéder :',
    no_organizations: 'Vous n’êtes membre d’aucune organisation.',
  },
  error_page: {
    title: 'Un problème est survenu',
    description:
      'La demande de connexion n’a pas pu aboutir. Revenez à l’application et réessayez.',
    not_found_title: 'Page introuvable',
    not_found_description: 'Cette page n’existe pas.',
    back_to_sign_in: 'Aller à la connexion',
    experience_unavailable:
      'Impossible de charger la page de connexion. Veuillez réessayer plus tard.',
    unknown_application:
      "Cette application n'est pas connue de ce service de connexion. Revenez à l'application et contactez son développeur si le problème persiste.",
    unregistered_redirect_uri:
      "L'application a demandé à vous renvoyer vers une adresse qu'elle n'a pas enregistrée. Contactez le développeur de l'application.",
  },
  validation: {
    username_required: 'Saisissez votre nom d’utilisateur.',
    username_invalid:
      'Un nom d’utilisateur commence par une lettre ou un trait de soulignement et ne contient que des lettres, des chiffres et des traits de soulignement.',
    password_required: 'Saisissez votre mot de passe.',
    confirm_password_required: 'Saisissez à nouveau votre mot de passe.',
    passwords_mismatch: 'Les mots de passe ne correspondent pas.',
  },
};
