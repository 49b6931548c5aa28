import type { LocalePhrases } from '../../../types.ts';

export const user: NonNullable<NonNullable<LocalePhrases['errors']>['user']> = {
  username_already_in_use: 'Questo nome utente è già in uso.',
  email_already_in_use: 'Questo indirizzo e-mail è già in uso.',
  phone_already_in_use: 'Questo numero di telefono è già in uso.',
  invalid_email: 'L’indirizzo e-mail non è valido.',
  invalid_phone: 'Il numero di telefono non è valido.',
  user_not_exist: 'L’utente non esiste.',
  suspended: 'Questo account è sospeso.',
  cannot_delete_self: 'Non puoi eliminare te stesso.',
  same_password: 'La nuova password non può essere uguale a quella attuale.',
  username_too_long: 'Il nome utente può contenere al massimo {{maxLength}} caratteri.',
  sign_in_method_not_enabled: 'Questo metodo di accesso non è abilitato.',
  sign_up_method_not_enabled: 'Questo metodo di registrazione non è abilitato.',
  username_required: 'Il nome utente è obbligatorio.',
  password_and_digest:
    'Non puoi impostare sia una password in chiaro sia un digest della password.',
  password_algorithm_required:
    'Con un digest della password è necessario indicare anche l’algoritmo della password.',
  identity_not_exist: 'L’identità social non è ancora stata registrata.',
  invalid_role_type: 'Questo tipo di ruolo non può essere assegnato a un utente.',
};
