import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Multi-Faktor-Authentifizierung',
    description: 'Die zweiten Faktoren, die dieser Benutzer eingerichtet hat.',
    empty: 'Dieser Benutzer hat noch keinen Faktor eingerichtet.',
    load_error: 'Die Faktoren konnten nicht geladen werden.',
    created: 'Hinzugefügt am {{date}}',
    last_used: 'Zuletzt verwendet am {{date}}',
    remaining_codes: 'Noch {{count}} Codes',
    remove_label: '{{factor}} entfernen',
    remove_title: '{{factor}} entfernen?',
    remove_message:
      'Der Benutzer kann ihn nicht mehr zur Anmeldung verwenden und muss eventuell erneut einen Faktor einrichten.',
    removed: '{{factor}} ist entfernt.',
    reset_all: 'Alle Faktoren zurücksetzen',
    reset_title: 'Alle Faktoren dieses Benutzers entfernen?',
    reset_message:
      'Verwenden Sie dies, wenn der Benutzer sein Gerät verloren hat. Er richtet MFA erneut ein, wenn die Richtlinie es verlangt.',
    reset_done: 'Alle Faktoren des Benutzers sind entfernt.',
  },
  lock: {
    locked: 'Nach zu vielen fehlgeschlagenen Anmeldeversuchen gesperrt bis {{date}}.',
    unlock: 'Entsperren',
    unlocked: 'Der Benutzer ist entsperrt und kann sich wieder anmelden.',
  },
};
