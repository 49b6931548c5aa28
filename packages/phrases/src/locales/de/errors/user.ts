import type { LocalePhrases } from '../../../types.ts';

export const user: NonNullable<NonNullable<LocalePhrases['errors']>['user']> = {
  username_already_in_use: 'Dieser Benutzername wird bereits verwendet.',
  email_already_in_use: 'Diese E-Mail-Adresse wird bereits verwendet.',
  phone_already_in_use: 'Diese Telefonnummer wird bereits verwendet.',
  invalid_email: 'Die E-Mail-Adresse ist ungültig.',
  invalid_phone: 'Die Telefonnummer ist ungültig.',
  user_not_exist: 'Der Benutzer existiert nicht.',
  suspended: 'Dieses Konto ist gesperrt.',
  cannot_delete_self: 'Sie können sich nicht selbst löschen.',
  same_password: 'Das neue Passwort darf nicht mit dem aktuellen übereinstimmen.',
  username_too_long: 'Der Benutzername darf höchstens {{maxLength}} Zeichen lang sein.',
  sign_in_method_not_enabled: 'Diese Anmeldemethode ist nicht aktiviert.',
  sign_up_method_not_enabled: 'Diese Registrierungsmethode ist nicht aktiviert.',
  username_required: 'Ein Benutzername ist erforderlich.',
  password_and_digest:
    'Sie können nicht gleichzeitig ein Klartext-Passwort und einen Passwort-Digest festlegen.',
  password_algorithm_required:
    'Zusammen mit einem Passwort-Digest ist ein Passwortalgorithmus erforderlich.',
  identity_not_exist: 'Die Social-Identität wurde noch nicht registriert.',
  invalid_role_type: 'Dieser Rollentyp kann keinem Benutzer zugewiesen werden.',
};
