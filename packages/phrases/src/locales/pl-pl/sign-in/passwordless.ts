import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: 'Nazwa użytkownika',
    email: 'E-mail',
    phone: 'Numer telefonu',
    username_or_email: 'Nazwa użytkownika lub e-mail',
    username_or_phone: 'Nazwa użytkownika lub numer telefonu',
    email_or_phone: 'E-mail lub numer telefonu',
    username_or_email_or_phone: 'Nazwa użytkownika, e-mail lub numer telefonu',
    phone_hint: 'Z numerem kierunkowym kraju, na przykład +48 22 123 45 67.',
    required: 'Wypełnij pole „{{label}}”.',
    email_invalid: 'Wpisz adres e-mail, np. nazwa@example.com.',
    phone_invalid: 'Wpisz numer telefonu z numerem kierunkowym kraju, same cyfry.',
    change: 'Zmień',
    continue: 'Dalej',
  },
  sign_in_options: {
    password_title: 'Wpisz hasło',
    signing_in_as: 'Logowanie jako {{identifier}}',
    forgot_password: 'Nie pamiętasz hasła?',
    use_code: 'Zaloguj się zamiast tego kodem weryfikacyjnym',
    use_password: 'Zaloguj się zamiast tego hasłem',
    password_changed: 'Hasło zostało zmienione. Zaloguj się nowym.',
  },
  verification_code: {
    title: 'Wpisz kod weryfikacyjny',
    description: 'Wysłaliśmy kod na {{identifier}}. Jest ważny przez 10 minut.',
    label: 'Kod weryfikacyjny',
    submit: 'Dalej',
    required: 'Wpisz otrzymany kod.',
    resend: 'Wyślij nowy kod',
    resend_in: 'O nowy kod możesz poprosić za {{seconds}} s.',
    resent: 'Nowy kod jest w drodze.',
    no_account: 'Żadne konto nie używa jeszcze {{identifier}}.',
    create_account: 'Utwórz z nim konto',
    account_exists: 'Konto z {{identifier}} już istnieje.',
    sign_in_instead: 'Zaloguj się do niego',
    start_again: 'Zacznij od nowa',
  },
  registration: {
    code_description: 'Wyślemy kod, aby go potwierdzić.',
    send_code: 'Wyślij kod',
    profile_title: 'Uzupełnij konto',
    profile_description: 'Do zakończenia potrzeba jeszcze kilku informacji.',
    finish: 'Zakończ',
  },
  forgot_password: {
    title: 'Zresetuj hasło',
    description: 'Wyślemy kod na e-mail lub numer telefonu Twojego konta.',
    send_code: 'Wyślij kod',
    back_to_sign_in: 'Wróć do logowania',
    new_password_title: 'Ustaw nowe hasło',
    new_password: 'Nowe hasło',
    confirm_password: 'Potwierdź nowe hasło',
    submit: 'Zresetuj hasło',
    unavailable:
      'Resetowanie hasła nie jest tu dostępne. Skontaktuj się z pomocą techniczną tej usługi.',
  },
  password_toggle: {
    show: 'Pokaż hasło',
    hide: 'Ukryj hasło',
  },
  demo_app: {
    title: 'Podgląd na żywo',
    description: 'Wypróbuj logowanie tej dzierżawy za pomocą wbudowanej aplikacji demonstracyjnej.',
    sign_in: 'Zaloguj się',
    signed_in_title: 'Jesteś zalogowany',
    claims: 'Oświadczenia (claims) Twojego tokenu ID',
    sign_out: 'Wyloguj się',
    failed: 'Logowanie nie zostało ukończone: {{error}}',
  },
};
