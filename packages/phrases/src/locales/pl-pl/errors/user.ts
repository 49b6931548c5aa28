import type { LocalePhrases } from '../../../types.ts';

export const user: NonNullable<NonNullable<LocalePhrases['errors']>['user']> = {
  username_already_in_use: 'Ta nazwa użytkownika jest już używana.',
  email_already_in_use: 'Ten adres e-mail jest już używany.',
  phone_already_in_use: 'Ten numer telefonu jest już używany.',
  invalid_email: 'Adres e-mail jest nieprawidłowy.',
  invalid_phone: 'Numer telefonu jest nieprawidłowy.',
  user_not_exist: 'Użytkownik nie istnieje.',
  suspended: 'To konto jest zawieszone.',
  cannot_delete_self: 'Nie możesz usunąć samego siebie.',
  same_password: 'Nowe hasło nie może być takie samo jak obecne.',
  username_too_long: 'Nazwa użytkownika może mieć maksymalnie {{maxLength}} znaków.',
  sign_in_method_not_enabled: 'Ta metoda logowania nie jest włączona.',
  sign_up_method_not_enabled: 'Ta metoda rejestracji nie jest włączona.',
  username_required: 'Nazwa użytkownika jest wymagana.',
  password_and_digest: 'Nie można ustawić jednocześnie hasła w postaci jawnej i skrótu hasła.',
  password_algorithm_required: 'Razem ze skrótem hasła wymagany jest algorytm hasła.',
  identity_not_exist: 'Tożsamość społecznościowa nie została jeszcze zarejestrowana.',
  invalid_role_type: 'Roli tego typu nie można przypisać użytkownikowi.',
};
