import type { LocalePhrases } from '../../../types.ts';

export const mfaPhrases: Pick<NonNullable<LocalePhrases['sign-in']>, 'mfa'> = {
  mfa: {
    bind_title: 'Skonfiguruj weryfikację dwuetapową',
    bind_description: 'Dodaj drugi krok, aby chronić swoje konto.',
    verify_title: 'Potwierdź, że to Ty',
    verify_description: 'Potwierdź logowanie drugim krokiem.',
    choose_method: 'Wybierz metodę',
    other_methods: 'Inne metody',
    factor_totp: 'Aplikacja uwierzytelniająca',
    factor_totp_description: 'Kody z aplikacji takiej jak Google Authenticator lub 1Password.',
    factor_webauthn: 'Klucz dostępu lub klucz bezpieczeństwa',
    factor_webauthn_description: 'Blokada ekranu urządzenia lub klucz bezpieczeństwa.',
    factor_backup_code: 'Kod zapasowy',
    factor_backup_code_description:
      'Jeden z kodów zapisanych podczas konfigurowania weryfikacji dwuetapowej.',
    skip: 'Pomiń na razie',
    back: 'Wstecz',
    totp_scan:
      'Zeskanuj ten kod QR aplikacją uwierzytelniającą lub wpisz w niej klucz konfiguracji.',
    totp_qr_alt: 'Kod QR do dodania tego konta w aplikacji uwierzytelniającej',
    totp_secret: 'Klucz konfiguracji',
    totp_code: 'Kod z aplikacji',
    totp_code_hint: '6-cyfrowy kod, który aplikacja pokazuje teraz.',
    backup_code: 'Kod zapasowy',
    code_required: 'Wpisz kod.',
    verify: 'Zweryfikuj',
    webauthn_create_description:
      'Przeglądarka poprosi o utworzenie klucza dostępu na urządzeniu lub kluczu bezpieczeństwa.',
    webauthn_create: 'Utwórz klucz dostępu',
    webauthn_use_description: 'Przeglądarka poprosi o klucz dostępu lub klucz bezpieczeństwa.',
    webauthn_use: 'Użyj mojego klucza dostępu',
    webauthn_unsupported: 'Ta przeglądarka nie obsługuje kluczy dostępu. Wybierz inną metodę.',
    webauthn_cancelled: 'Żądanie klucza dostępu zostało anulowane lub wygasło. Spróbuj ponownie.',
    backup_title: 'Zapisz kody zapasowe',
    backup_description:
      'Każdy kod działa jeden raz. Przechowuj je w bezpiecznym miejscu: pozwolą zalogować się, jeśli stracisz drugą metodę.',
    backup_codes: 'Twoje kody zapasowe',
    backup_copy: 'Kopiuj kody',
    backup_copied: 'Kody zostały skopiowane.',
    backup_download: 'Pobierz kody',
    backup_saved: 'Zapisałem te kody',
    passkey_sign_in: 'Zaloguj się kluczem dostępu',
  },
};
