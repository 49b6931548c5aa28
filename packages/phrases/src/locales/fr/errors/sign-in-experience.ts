import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    "Aucun connecteur {{type}} n'est encore configuré. Ajoutez-en un avant d'utiliser cette méthode.",
  passwordless_requires_verify:
    "L'inscription sans mot de passe exige de vérifier l'adresse e-mail ou le numéro de téléphone.",
  code_sign_in_must_be_enabled:
    'Les comptes créés uniquement avec un code de vérification ont besoin de la connexion par code pour le même identifiant.',
  unsupported_default_language:
    "La langue {{language}} n'est ni intégrée ni dotée de textes personnalisés. Ajoutez d'abord ses textes.",
  at_least_one_authentication_factor:
    'Chaque méthode de connexion requiert un mot de passe, un code de vérification ou les deux.',
  backup_code_cannot_be_enabled_alone:
    "Les codes de secours ne peuvent pas être la seule méthode d'authentification multifacteur.",
  duplicated_mfa_factors:
    "Chaque méthode d'authentification multifacteur ne peut figurer qu'une fois.",
  email_verification_code_cannot_be_used_for_mfa:
    'Les codes par e-mail ne peuvent pas servir de second facteur tant que la connexion par code e-mail est active.',
  phone_verification_code_cannot_be_used_for_mfa:
    'Les codes SMS ne peuvent pas servir de second facteur tant que la connexion par code téléphone est active.',
  email_verification_code_cannot_be_used_for_sign_in:
    'La connexion par code e-mail ne peut pas être activée tant que les codes par e-mail sont un second facteur.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'La connexion par code téléphone ne peut pas être activée tant que les codes SMS sont un second facteur.',
  duplicated_sign_up_identifiers: "Chaque identifiant d'inscription ne peut figurer qu'une fois.",
  missing_sign_up_identifiers:
    "Choisissez un identifiant d'inscription principal avant d'en ajouter des secondaires.",
  invalid_custom_email_blocklist_format:
    'Ces entrées de la liste de blocage ne sont ni des adresses e-mail ni des domaines (comme @example.com) : {{items}}.',
  forgot_password_method_requires_connector:
    'Cette méthode de réinitialisation du mot de passe nécessite un connecteur capable d’envoyer ses codes.',
  username_policy_case_conflicts_exist:
    "{{count}} noms d'utilisateur ne diffèrent que par la casse. Corrigez-les avant de rendre les noms d'utilisateur insensibles à la casse.",
  adaptive_mfa_requires_mfa:
    "L'authentification multifacteur adaptative nécessite au moins une méthode multifacteur.",
  password_expiration_requires_forgot_password:
    "L'expiration des mots de passe nécessite un moyen de les réinitialiser (par code e-mail ou SMS).",
  password_expiration_invalid_period_days:
    'La durée de validité du mot de passe doit être un nombre entier de jours entre 1 et {{max}}.',
  username_requires_password: "L'inscription avec un nom d'utilisateur exige un mot de passe.",
  miss_sign_up_identifier_in_sign_in:
    "Les personnes qui s'inscrivent avec {{identifier}} doivent aussi pouvoir se connecter avec. Ajoutez-le comme méthode de connexion.",
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    "La langue de repli de l'expérience de connexion ne peut pas être supprimée. Choisissez d'abord une autre langue de repli.",
  invalid_translation_structure:
    "Les textes contiennent des clés que la page de connexion n'a pas, ou un groupe là où un texte est attendu.",
};
