import type { LocalePhrases } from '../../../types.ts';

/** User management: list, create, detail tabs (settings, roles, logs) and account actions. */
export const users: NonNullable<NonNullable<LocalePhrases['console']>['users']> = {
  title: 'Benutzerverwaltung',
  subtitle: 'Die Personen, die sich bei Ihren Anwendungen anmelden.',
  create_button: 'Benutzer hinzufügen',
  search_placeholder: 'Nach Name, E-Mail, Telefon, Benutzername oder ID suchen',
  columns: {
    user: 'Benutzer',
    identifiers: 'Anmeldekennungen',
    last_sign_in: 'Letzte Anmeldung',
    created_at: 'Erstellt',
  },
  never: 'Nie',
  unnamed: 'Unbenannter Benutzer',
  suspended_tag: 'Gesperrt',
  empty: {
    title: 'Noch keine Benutzer',
    description:
      'Benutzer erscheinen hier, wenn sie sich registrieren oder wenn Sie sie hinzufügen.',
  },
  create: {
    title: 'Benutzer hinzufügen',
    description:
      'Geben Sie mindestens eine Anmeldekennung ein. Ein Passwort wird erzeugt und einmalig angezeigt, damit Sie es weitergeben können.',
    username: 'Benutzername',
    primary_email: 'E-Mail-Adresse',
    primary_phone: 'Telefonnummer',
    name: 'Name',
    identifier_required:
      'Geben Sie einen Benutzernamen, eine E-Mail-Adresse oder eine Telefonnummer ein.',
    submit: 'Benutzer hinzufügen',
    created_title: 'Benutzer hinzugefügt',
    password_intro: 'Der Benutzer kann sich mit diesem Passwort anmelden:',
    password_label: 'Passwort',
    go_to_user: 'Benutzerdetails öffnen',
    done: 'Fertig',
  },
  detail: {
    load_error: 'Der Benutzer konnte nicht geladen werden.',
    user_id: 'Benutzer-ID',
    delete_message:
      'Der Benutzer und seine Sitzungen werden gelöscht, und er kann sich nicht mehr anmelden. Dies kann nicht rückgängig gemacht werden.',
    suspended_banner:
      'Dieser Benutzer ist gesperrt: Er kann sich nicht anmelden, und seine Refresh-Tokens funktionieren nicht mehr.',
    more_actions: 'Weitere Aktionen für {{name}}',
    reset_password: 'Passwort zurücksetzen',
    reset_password_title: 'Passwort von {{name}} zurücksetzen?',
    reset_password_message:
      'Ein neues Passwort wird erzeugt und ersetzt das aktuelle. Der Benutzer muss ab sofort das neue verwenden.',
    new_password_title: 'Neues Passwort',
    new_password_intro: 'Geben Sie dieses Passwort an den Benutzer weiter:',
    suspend: 'Benutzer sperren',
    suspend_title: '{{name}} sperren?',
    suspend_message:
      'Der Benutzer wird überall abgemeldet und kann sich erst nach der Reaktivierung wieder anmelden.',
    suspended: '{{name}} ist gesperrt.',
    unsuspend: 'Benutzer reaktivieren',
    unsuspend_title: '{{name}} reaktivieren?',
    unsuspend_message: 'Der Benutzer kann sich wieder anmelden.',
    unsuspended: '{{name}} kann sich wieder anmelden.',
  },
  tabs: { settings: 'Benutzerdetails', roles: 'Rollen', logs: 'Benutzerprotokolle' },
  settings: {
    identifiers: 'Anmeldekennungen',
    profile: 'Profil',
    username: 'Benutzername',
    primary_email: 'E-Mail-Adresse',
    primary_phone: 'Telefonnummer',
    name: 'Name',
    avatar: 'Avatar-URL',
    given_name: 'Vorname',
    family_name: 'Nachname',
    nickname: 'Spitzname',
    website: 'Website',
    birthdate: 'Geburtsdatum',
    locale: 'Gebietsschema',
    custom_data: 'Benutzerdefinierte Daten',
    custom_data_description:
      'Ein beliebiges JSON-Objekt, das mit dem Benutzer gespeichert wird und von Ihren Apps gelesen werden kann.',
    identities: 'Social-Identitäten',
    identities_description:
      'Konten von Social-Konnektoren, die mit diesem Benutzer verknüpft sind (schreibgeschützt).',
    identities_empty: 'Keine verknüpften Identitäten.',
    identity_target: 'Konnektor',
    identity_user_id: 'ID beim Konnektor',
    last_sign_in: 'Letzte Anmeldung',
    created_at: 'Erstellt',
    errors: {
      invalid_email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
      invalid_phone: 'Geben Sie nur Ziffern ein, zum Beispiel 15551234567.',
      invalid_username:
        'Beginnen Sie mit einem Buchstaben oder Unterstrich, gefolgt von Buchstaben, Ziffern oder Unterstrichen.',
      invalid_url: 'Geben Sie eine gültige URL ein.',
      invalid_json: 'Das ist kein gültiges JSON.',
      json_not_object:
        'Benutzerdefinierte Daten müssen ein JSON-Objekt sein, etwa {"key": "value"}.',
    },
  },
  roles: {
    description: 'Der Benutzer erhält alle Berechtigungen dieser Rollen.',
    assign: 'Rollen zuweisen',
    assign_title: '{{name}} Rollen zuweisen',
    assigned: 'Rollen zugewiesen.',
    remove: 'Rolle {{name}} entfernen',
    remove_title: 'Rolle „{{name}}“ entfernen?',
    remove_message: 'Der Benutzer verliert in neuen Tokens die Berechtigungen dieser Rolle.',
    removed: 'Rolle „{{name}}“ entfernt.',
    empty: 'Noch keine Rollen zugewiesen.',
    columns: { name: 'Rolle', description: 'Beschreibung' },
    load_error: 'Die Rollen konnten nicht geladen werden.',
  },
  logs: {
    columns: { event: 'Ereignis', result: 'Ergebnis', application: 'Anwendung', time: 'Zeit' },
    empty: 'Noch keine Protokolle für diesen Benutzer.',
    load_error: 'Die Protokolle konnten nicht geladen werden.',
    detail_title: 'Protokoll {{key}}',
    back: 'Zurück zu den Protokollen von {{name}}',
    payload: 'Details',
    success: 'Erfolgreich',
    error: 'Fehler',
  },
};
