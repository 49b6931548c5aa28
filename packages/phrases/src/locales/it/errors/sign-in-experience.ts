import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    'Non è ancora configurato alcun connettore {{type}}. Aggiungine uno prima di usare questo metodo.',
  passwordless_requires_verify:
    "La registrazione senza password richiede la verifica dell'indirizzo e-mail o del numero di telefono.",
  code_sign_in_must_be_enabled:
    "Gli account creati solo con un codice di verifica richiedono l'accesso con codice per lo stesso identificativo.",
  unsupported_default_language:
    'La lingua {{language}} non è integrata e non ha testi personalizzati. Aggiungi prima i suoi testi.',
  at_least_one_authentication_factor:
    'Ogni metodo di accesso richiede una password, un codice di verifica o entrambi.',
  backup_code_cannot_be_enabled_alone:
    "I codici di backup non possono essere l'unico metodo di autenticazione a più fattori.",
  duplicated_mfa_factors:
    'Ogni metodo di autenticazione a più fattori può comparire una sola volta.',
  email_verification_code_cannot_be_used_for_mfa:
    "I codici via e-mail non possono essere un secondo fattore mentre l'accesso con codice e-mail è attivo.",
  phone_verification_code_cannot_be_used_for_mfa:
    "I codici SMS non possono essere un secondo fattore mentre l'accesso con codice telefonico è attivo.",
  email_verification_code_cannot_be_used_for_sign_in:
    "L'accesso con codice e-mail non può essere attivato mentre i codici e-mail sono un secondo fattore.",
  phone_verification_code_cannot_be_used_for_sign_in:
    "L'accesso con codice telefonico non può essere attivato mentre i codici SMS sono un secondo fattore.",
  duplicated_sign_up_identifiers:
    'Ogni identificativo di registrazione può comparire una sola volta.',
  missing_sign_up_identifiers:
    'Scegli un identificativo di registrazione principale prima di aggiungerne di secondari.',
  invalid_custom_email_blocklist_format:
    'Queste voci della lista di blocco non sono indirizzi e-mail né domini (come @example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'Questo metodo di reimpostazione della password richiede un connettore in grado di inviarne i codici.',
  username_policy_case_conflicts_exist:
    '{{count}} nomi utente differiscono solo per maiuscole e minuscole. Risolvili prima di rendere i nomi utente indifferenti alle maiuscole.',
  adaptive_mfa_requires_mfa:
    "L'autenticazione a più fattori adattiva richiede almeno un metodo a più fattori.",
  password_expiration_requires_forgot_password:
    'La scadenza delle password richiede un modo per reimpostarle (con codice e-mail o SMS).',
  password_expiration_invalid_period_days:
    'Il periodo di validità della password deve essere un numero intero di giorni tra 1 e {{max}}.',
  username_requires_password: 'La registrazione con un nome utente richiede una password.',
  miss_sign_up_identifier_in_sign_in:
    'Chi si registra con {{identifier}} deve poterlo usare anche per accedere. Aggiungilo come metodo di accesso.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    "La lingua di riserva dell'esperienza di accesso non può essere eliminata. Scegli prima un'altra lingua di riserva.",
  invalid_translation_structure:
    'I testi contengono chiavi che la pagina di accesso non ha, o un gruppo dove è atteso un testo.',
};
