import type { LocalePhrases } from '../../../types.ts';

/**
 * Messages for the error codes the experience API sends (`{code, message, data}`), keyed by code
 * so that `errors.<code>` finds them; codes missing here show the server's own message.
 */
export const errorPhrases: NonNullable<LocalePhrases['sign-in']> = {
  errors: {
    generic: 'Un problème est survenu. Veuillez réessayer.',
    network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    session: {
      forgot_password_not_enabled: "La réinitialisation du mot de passe n'est pas disponible ici.",
      not_supported_for_forgot_password:
        "Cette action n'est pas disponible pendant la réinitialisation d'un mot de passe.",
      invalid_credentials: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
      registration_disabled:
        'Les inscriptions sont fermées. Connectez-vous plutôt avec un compte existant.',
      not_found: 'Votre session de connexion a expiré. Revenez à l’application et recommencez.',
      interaction_not_found:
        'Votre session de connexion a expiré. Revenez à l’application et recommencez.',
      verification_session_not_found: 'Votre session de connexion a expiré. Veuillez réessayer.',
      verification_failed: 'La vérification a échoué. Veuillez réessayer.',
      verification_blocked_too_many_attempts:
        'Trop de tentatives. Veuillez patienter un moment, puis réessayer.',
      identifier_not_found: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
      invalid_interaction_type: 'Cette action n’est pas disponible pour la demande en cours.',
      invalid_sign_in_method: 'Cette méthode de connexion n’est pas activée.',
      identity_conflict: 'Ce compte est déjà associé à une autre identité.',
      captcha_required: 'Veuillez compléter le CAPTCHA.',
      captcha_failed: 'La vérification CAPTCHA a échoué. Veuillez réessayer.',
      unauthorized: 'Veuillez d’abord vous connecter.',
      mfa: {
        require_mfa_verification:
          'Une vérification supplémentaire est requise pour vous connecter.',
      },
    },
    user: {
      email_already_in_use: 'Cet e-mail est déjà utilisé par un autre compte.',
      phone_already_in_use: 'Ce numéro de téléphone est déjà utilisé par un autre compte.',
      invalid_phone: "Ce numéro de téléphone n'est pas valide. Indiquez l'indicatif du pays.",
      new_password_required_in_profile: 'Définissez un nouveau mot de passe pour continuer.',
      same_password: "Le nouveau mot de passe doit être différent de l'actuel.",
      suspended: 'Ce compte est suspendu.',
      username_already_in_use: 'Ce nom d’utilisateur est déjà pris.',
      user_not_exist: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
      sign_in_method_not_enabled: 'Cette méthode de connexion n’est pas activée.',
      sign_up_method_not_enabled: 'Cette méthode d’inscription n’est pas activée.',
      missing_profile: 'Certaines informations de compte obligatoires sont manquantes.',
      username_required: 'Un nom d’utilisateur est requis.',
      password_required_in_profile: 'Un mot de passe est requis.',
      suggest_mfa: 'Une vérification supplémentaire est recommandée pour ce compte.',
      missing_mfa: 'Une vérification supplémentaire doit être configurée pour ce compte.',
      username_starts_with_number: 'Un nom d’utilisateur ne peut pas commencer par un chiffre.',
      username_invalid_charset_hard: 'Le nom d’utilisateur contient des caractères non autorisés.',
      username_too_short: 'Le nom d’utilisateur est trop court.',
      username_too_long: 'Le nom d’utilisateur est trop long.',
      username_uppercase_not_allowed:
        'Les majuscules ne sont pas autorisées dans le nom d’utilisateur.',
      username_lowercase_not_allowed:
        'Les minuscules ne sont pas autorisées dans le nom d’utilisateur.',
      username_numbers_not_allowed: 'Les chiffres ne sont pas autorisés dans le nom d’utilisateur.',
      username_underscore_not_allowed:
        'Les traits de soulignement ne sont pas autorisés dans le nom d’utilisateur.',
    },
    verification_code: {
      code_mismatch: 'Le code est incorrect.',
      expired: 'Le code a expiré. Demandez-en un nouveau.',
      exceed_max_try: 'Trop de codes erronés. Demandez-en un nouveau.',
      not_found: "Aucun code n'attend cette adresse. Demandez-en un nouveau.",
    },
    connector: {
      not_found:
        "Les codes ne peuvent pas être envoyés pour l'instant : ce service n'a aucun expéditeur configuré.",
      general: "Le code n'a pas pu être envoyé. Veuillez réessayer.",
    },
    password: {
      rejected: 'Le mot de passe ne respecte pas les exigences.',
      expired: 'Votre mot de passe a expiré. Réinitialisez-le pour continuer.',
    },
    password_rejected: {
      too_short: 'Utilisez au moins {{min}} caractères.',
      too_long: 'Utilisez au maximum {{max}} caractères.',
      unsupported_characters:
        'Utilisez uniquement des lettres, des chiffres, des espaces et les symboles d’un clavier standard.',
      character_types:
        'Utilisez des caractères d’au moins {{min}} types : minuscules, majuscules, chiffres, symboles.',
      pwned: 'Ce mot de passe est apparu dans une fuite de données. Choisissez-en un autre.',
      restricted: {
        repetition: 'Évitez les caractères répétés comme « aaa ».',
        sequence: 'Évitez les suites comme « abc », « 123 » ou « qwe ».',
        words: 'Évitez les mots propres à ce produit.',
        user_info:
          'Évitez d’utiliser votre nom d’utilisateur ou d’autres informations personnelles.',
      },
    },
    guard: {
      invalid_input: 'Certaines des informations saisies ne sont pas valides.',
    },
    request: {
      general: 'La requête a échoué. Veuillez réessayer.',
      invalid_input: 'Certaines des informations saisies ne sont pas valides.',
      message_rate_limited: 'Trop de requêtes. Veuillez patienter un instant et réessayer.',
      rate_limited: 'Trop de requêtes. Veuillez patienter un instant et réessayer.',
    },
    oidc: {
      invalid_request:
        'La demande de connexion n’est pas valide. Revenez à l’application et recommencez.',
      session_not_found:
        'Votre session de connexion a expiré. Revenez à l’application et recommencez.',
      access_denied: 'L’accès a été refusé.',
      aborted: 'La connexion a été annulée.',
    },
    application: {
      user_consent_scopes_not_found: 'Les permissions demandées sont introuvables.',
    },
    entity: {
      not_exists: 'L’élément demandé n’existe pas.',
      not_found: 'L’élément demandé n’existe pas.',
    },
  },
};
