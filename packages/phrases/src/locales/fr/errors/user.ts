import type { LocalePhrases } from '../../../types.ts';

export const user: NonNullable<NonNullable<LocalePhrases['errors']>['user']> = {
  username_already_in_use: 'Ce nom d’utilisateur est déjà utilisé.',
  email_already_in_use: 'Cette adresse e-mail est déjà utilisée.',
  phone_already_in_use: 'Ce numéro de téléphone est déjà utilisé.',
  invalid_email: 'L’adresse e-mail n’est pas valide.',
  invalid_phone: 'Le numéro de téléphone n’est pas valide.',
  user_not_exist: 'L’utilisateur n’existe pas.',
  suspended: 'Ce compte est suspendu.',
  cannot_delete_self: 'Vous ne pouvez pas supprimer votre propre compte.',
  same_password: 'Le nouveau mot de passe doit être différent de l’actuel.',
  username_too_long: 'Le nom d’utilisateur doit comporter au maximum {{maxLength}} caractères.',
  sign_in_method_not_enabled: 'Cette méthode de connexion n’est pas activée.',
  sign_up_method_not_enabled: 'Cette méthode d’inscription n’est pas activée.',
  username_required: 'Un nom d’utilisateur est requis.',
  password_and_digest:
    'Vous ne pouvez pas définir à la fois un mot de passe en clair et un condensé de mot de passe.',
  password_algorithm_required:
    'Un algorithme de mot de passe est requis avec un condensé de mot de passe.',
  identity_not_exist: 'L’identité sociale n’a pas encore été enregistrée.',
  invalid_role_type: 'Ce type de rôle ne peut pas être attribué à un utilisateur.',
};
