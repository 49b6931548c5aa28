import type { LocalePhrases } from '../../../types.ts';

/** A user's MFA factors and lockout on the user details page. */
export const user_security: NonNullable<NonNullable<LocalePhrases['console']>['user_security']> = {
  mfa: {
    title: 'Autenticazione a più fattori',
    description: 'I secondi fattori configurati da questo utente.',
    empty: 'Questo utente non ha configurato alcun fattore.',
    load_error: 'Impossibile caricare i fattori.',
    created: 'Aggiunto il {{date}}',
    last_used: 'Ultimo utilizzo il {{date}}',
    remaining_codes: '{{count}} codici rimasti',
    remove_label: 'Rimuovi {{factor}}',
    remove_title: 'Rimuovere {{factor}}?',
    remove_message:
      'L’utente non potrà più usarlo per accedere e potrebbe dover configurare di nuovo un fattore.',
    removed: '{{factor}} è stato rimosso.',
    reset_all: 'Reimposta tutti i fattori',
    reset_title: 'Rimuovere tutti i fattori di questo utente?',
    reset_message:
      'Usalo quando l’utente ha perso il dispositivo. Configurerà di nuovo la MFA se il criterio lo richiede.',
    reset_done: 'Tutti i fattori dell’utente sono stati rimossi.',
  },
  lock: {
    locked: 'Bloccato dopo troppi tentativi di accesso falliti, fino al {{date}}.',
    unlock: 'Sblocca',
    unlocked: 'L’utente è sbloccato e può accedere di nuovo.',
  },
};
