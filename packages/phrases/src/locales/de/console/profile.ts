import type { LocalePhrases } from '../../../types.ts';

/** The self-hosted profile page at /console/profile. */
export const profile: NonNullable<NonNullable<LocalePhrases['console']>['profile']> = {
  title: 'Kontoeinstellungen',
  description: 'Ändern Sie Ihre Kontodaten und wie Sie in der Konsole angezeigt werden.',
  back_to_console: 'Zurück zur Konsole',
  profile_information: 'Profilinformationen',
  avatar: 'Profilbild',
  avatar_alt: 'Profilbild von {{name}}',
  upload_avatar: 'Bild hochladen',
  remove_avatar: 'Bild entfernen',
  avatar_hint: 'SVG, PNG, JPEG oder ICO, bis zu {{size}}.',
  uploading: 'Wird hochgeladen…',
  name: 'Anzeigename',
  username: 'Benutzername',
  edit: 'Bearbeiten',
  not_set: 'Nicht festgelegt',
  edit_name: 'Anzeigename bearbeiten',
  edit_username: 'Benutzernamen bearbeiten',
  updated: 'Profil aktualisiert.',
  username_invalid:
    'Der Benutzername muss mit einem Buchstaben oder einem Unterstrich beginnen und darf nur Buchstaben, Ziffern und Unterstriche enthalten.',
  upload: {
    file_count_error: 'Laden Sie jeweils nur eine Datei hoch.',
    file_type_error: 'Nicht unterstützter Dateityp. Erlaubt: {{extensions}}.',
    file_size_error: 'Die Datei ist zu groß. Maximum: {{limit}}.',
    generic_error: 'Das Hochladen ist fehlgeschlagen. Versuchen Sie es erneut.',
    service_not_configured:
      'Auf diesem Server ist kein Dateispeicher konfiguriert, daher können keine Bilder hochgeladen werden.',
  },
};
