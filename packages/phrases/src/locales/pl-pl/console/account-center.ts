import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: 'Centrum konta',
    subtitle:
      'Pozwól użytkownikom zarządzać własnym kontem pod /account i przez Account API, pole po polu.',
    load_error: 'Nie udało się wczytać ustawień centrum konta.',
    enabled_title: 'Centrum konta',
    enabled: 'Włącz centrum konta',
    enabled_description: 'Gdy wyłączone, strona konta i Account API odrzucają każde żądanie.',
    fields_title: 'Pola',
    fields_description:
      'Wyłączone ukrywa pole, Tylko odczyt pokazuje je bez zmian, Edycja pozwala je zmienić.',
    access: { Off: 'Wyłączone', ReadOnly: 'Tylko odczyt', Edit: 'Edycja' },
    fields: {
      name: 'Imię i nazwisko',
      avatar: 'Awatar',
      profile: 'Profil (oświadczenia OIDC)',
      email: 'Adres e-mail',
      phone: 'Numer telefonu',
      password: 'Hasło',
      username: 'Nazwa użytkownika',
      social: 'Tożsamości społecznościowe',
      customData: 'Dane niestandardowe',
      mfa: 'Uwierzytelnianie wieloskładnikowe',
      passkey: 'Klucze dostępu',
      session: 'Sesje',
    },
    webauthn_title: 'Powiązane źródła kluczy dostępu',
    webauthn_origins: 'Powiązane źródła',
    webauthn_origins_description:
      'Inne źródła Twoich aplikacji, w których działają klucze dostępu tej dzierżawy, jeden URL w wierszu.',
    webauthn_origin_invalid: 'Każdy wiersz musi być adresem URL, np. https://app.example.com.',
  };
