import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    'Nie skonfigurowano jeszcze żadnego konektora {{type}}. Dodaj go przed użyciem tej metody.',
  passwordless_requires_verify:
    'Rejestracja bez hasła wymaga weryfikacji adresu e-mail lub numeru telefonu.',
  code_sign_in_must_be_enabled:
    'Konta tworzone wyłącznie kodem weryfikacyjnym wymagają logowania kodem dla tego samego identyfikatora.',
  unsupported_default_language:
    'Język {{language}} nie jest wbudowany ani nie ma własnych tekstów. Najpierw dodaj dla niego teksty.',
  at_least_one_authentication_factor:
    'Każda metoda logowania wymaga hasła, kodu weryfikacyjnego lub obu.',
  backup_code_cannot_be_enabled_alone:
    'Kody zapasowe nie mogą być jedyną metodą uwierzytelniania wieloskładnikowego.',
  duplicated_mfa_factors:
    'Każda metoda uwierzytelniania wieloskładnikowego może wystąpić tylko raz.',
  email_verification_code_cannot_be_used_for_mfa:
    'Kody e-mail nie mogą być drugim składnikiem, gdy włączone jest logowanie kodem e-mail.',
  phone_verification_code_cannot_be_used_for_mfa:
    'Kody SMS nie mogą być drugim składnikiem, gdy włączone jest logowanie kodem telefonicznym.',
  email_verification_code_cannot_be_used_for_sign_in:
    'Nie można włączyć logowania kodem e-mail, gdy kody e-mail są drugim składnikiem.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'Nie można włączyć logowania kodem telefonicznym, gdy kody SMS są drugim składnikiem.',
  duplicated_sign_up_identifiers: 'Każdy identyfikator rejestracji może wystąpić tylko raz.',
  missing_sign_up_identifiers:
    'Wybierz główny identyfikator rejestracji przed dodaniem dodatkowych.',
  invalid_custom_email_blocklist_format:
    'Te wpisy listy blokowanych nie są adresami e-mail ani domenami (np. @example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'Ta metoda resetowania hasła wymaga konektora, który może wysyłać jej kody.',
  username_policy_case_conflicts_exist:
    '{{count}} nazw użytkowników różni się tylko wielkością liter. Rozwiąż to, zanim nazwy użytkowników przestaną rozróżniać wielkość liter.',
  adaptive_mfa_requires_mfa:
    'Adaptacyjne uwierzytelnianie wieloskładnikowe wymaga co najmniej jednej metody wieloskładnikowej.',
  password_expiration_requires_forgot_password:
    'Wygasanie haseł wymaga sposobu ich resetowania (kodem e-mail lub SMS).',
  password_expiration_invalid_period_days:
    'Okres ważności hasła musi być całkowitą liczbą dni od 1 do {{max}}.',
  username_requires_password: 'Rejestracja z nazwą użytkownika wymaga hasła.',
  miss_sign_up_identifier_in_sign_in:
    'Osoby rejestrujące się przez {{identifier}} muszą móc się też nim logować. Dodaj go jako metodę logowania.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'Nie można usunąć języka zapasowego logowania. Najpierw wybierz inny język zapasowy.',
  invalid_translation_structure:
    'Teksty zawierają klucze, których strona logowania nie ma, lub grupę tam, gdzie oczekiwany jest tekst.',
};
