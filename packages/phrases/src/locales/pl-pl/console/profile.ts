import type { LocalePhrases } from '../../../types.ts';

export const profile: NonNullable<NonNullable<LocalePhrases['console']>['profile']> = {
  title: 'Ustawienia konta',
  description: 'Zmień dane konta i sposób, w jaki jesteś widoczny w konsoli.',
  back_to_console: 'Wróć do konsoli',
  profile_information: 'Informacje o profilu',
  avatar: 'Awatar',
  avatar_alt: 'Awatar użytkownika {{name}}',
  upload_avatar: 'Prześlij obraz',
  remove_avatar: 'Usuń obraz',
  avatar_hint: 'SVG, PNG, JPEG lub ICO, maksymalnie {{size}}.',
  uploading: 'Przesyłanie…',
  name: 'Imię i nazwisko',
  username: 'Nazwa użytkownika',
  edit: 'Edytuj',
  not_set: 'Nie ustawiono',
  edit_name: 'Edytuj imię i nazwisko',
  edit_username: 'Edytuj nazwę użytkownika',
  updated: 'Profil został zaktualizowany.',
  username_invalid:
    'Nazwa użytkownika musi zaczynać się od litery lub podkreślenia i może zawierać tylko litery, cyfry i podkreślenia.',
  upload: {
    file_count_error: 'Przesyłaj jeden plik naraz.',
    file_type_error: 'Nieobsługiwany typ pliku. Dozwolone: {{extensions}}.',
    file_size_error: 'Plik jest za duży. Maksymalny rozmiar: {{limit}}.',
    generic_error: 'Przesyłanie nie powiodło się. Spróbuj ponownie.',
    service_not_configured:
      'Na tym serwerze nie skonfigurowano magazynu plików, więc nie można przesyłać obrazów.',
  },
};
