import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Uwierzytelnianie wieloskładnikowe',
    description: 'Drugie składniki skonfigurowane przez tego użytkownika.',
    empty: 'Ten użytkownik nie skonfigurował żadnego składnika.',
    load_error: 'Nie udało się wczytać składników.',
    created: 'Dodano {{date}}',
    last_used: 'Ostatnio użyto {{date}}',
    remaining_codes: 'Pozostałe kody: {{count}}',
    remove_label: 'Usuń {{factor}}',
    remove_title: 'Usunąć {{factor}}?',
    remove_message:
      'Użytkownik nie będzie mógł już go używać do logowania i może być zmuszony ponownie skonfigurować składnik.',
    removed: 'Usunięto {{factor}}.',
    reset_all: 'Zresetuj wszystkie składniki',
    reset_title: 'Usunąć wszystkie składniki tego użytkownika?',
    reset_message:
      'Użyj tego, gdy użytkownik zgubił urządzenie. Ponownie skonfiguruje MFA, jeśli wymagają tego zasady.',
    reset_done: 'Usunięto wszystkie składniki użytkownika.',
  },
  lock: {
    locked: 'Zablokowano po zbyt wielu nieudanych próbach logowania, do {{date}}.',
    unlock: 'Odblokuj',
    unlocked: 'Użytkownik został odblokowany i może znów się zalogować.',
  },
};
