import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Uwierzytelnianie wieloskładnikowe',
  subtitle: 'Wymagaj drugiego potwierdzenia tożsamości po haśle lub kodzie.',
  load_error: 'Nie udało się wczytać ustawień MFA. Spróbuj ponownie później.',
  factors_title: 'Składniki',
  factors_description:
    'Drugie składniki, które użytkownicy mogą skonfigurować i używać do logowania.',
  factors: {
    Totp: 'Aplikacja uwierzytelniająca (TOTP)',
    WebAuthn: 'Klucze dostępu (WebAuthn)',
    BackupCode: 'Kody zapasowe',
    EmailVerificationCode: 'Kod weryfikacyjny e-mail',
    PhoneVerificationCode: 'Kod weryfikacyjny SMS',
  },
  factor_descriptions: {
    Totp: 'Jednorazowe kody z aplikacji takiej jak Google Authenticator.',
    WebAuthn: 'Klucze bezpieczeństwa, odcisk palca lub rozpoznawanie twarzy na urządzeniu.',
    BackupCode: 'Dziesięć jednorazowych kodów na wypadek, gdy inne składniki są niedostępne.',
    EmailVerificationCode: 'Kod wysyłany na adres e-mail użytkownika (wymaga łącznika e-mail).',
    PhoneVerificationCode: 'Kod wysyłany na telefon użytkownika (wymaga łącznika SMS).',
  },
  backup_code_alone: 'Kody zapasowe wymagają co najmniej jednego innego składnika.',
  policy_title: 'Zasady',
  policy_description: 'Czy użytkownicy muszą skonfigurować składnik i kiedy są o to proszeni.',
  policy: {
    UserControlled: 'Opcjonalnie: użytkownicy konfigurują go na swoim koncie',
    Mandatory: 'Obowiązkowo: każdy użytkownik konfiguruje składnik przy następnym logowaniu',
    PromptOnlyAtSignIn: 'Proponuj przy logowaniu, użytkownicy mogą pominąć',
    PromptAtSignInAndSignUp: 'Proponuj przy rejestracji i logowaniu, użytkownicy mogą pominąć',
    NoPrompt: 'Nigdy nie pytaj: użytkownicy konfigurują go na swoim koncie',
    PromptAtSignInAndSignUpMandatory: 'Wymagaj przy rejestracji i logowaniu',
    PromptOnlyAtSignInMandatory: 'Wymagaj tylko przy logowaniu',
  },
  passkey_title: 'Logowanie kluczem dostępu',
  passkey_enabled: 'Logowanie kluczem dostępu',
  passkey_enabled_description:
    'Użytkownicy mogą zalogować się kluczem dostępu zamiast identyfikatora.',
  passkey_button: 'Pokaż przycisk „Zaloguj się kluczem dostępu”',
  passkey_autofill: 'Proponuj klucze dostępu w autouzupełnianiu przeglądarki',
  labels: {
    factors: 'Składniki',
    policy: 'Zasady',
  },
};
