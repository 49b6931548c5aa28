import type { LocalePhrases } from '../../../types.ts';

export const dashboard: NonNullable<NonNullable<LocalePhrases['console']>['dashboard']> = {
  title: 'Pannello di controllo',
  subtitle: 'Quante persone usano le tue applicazioni.',
  total_users: 'Utenti totali',
  new_users_today: 'Nuovi utenti oggi',
  new_users_7_days: 'Nuovi utenti negli ultimi 7 giorni',
  delta_up: '{{delta}} in più rispetto al periodo precedente',
  delta_down: '{{delta}} in meno rispetto al periodo precedente',
  delta_none: 'Invariato rispetto al periodo precedente',
  load_error: 'Impossibile caricare le statistiche.',
  empty: 'Ancora nessun utente. Compariranno qui non appena si registreranno.',
  active_users: {
    title: 'Utenti attivi',
    dau: 'Utenti attivi giornalieri',
    wau: 'Utenti attivi settimanali',
    mau: 'Utenti attivi mensili',
    curve_title: 'Utenti attivi giornalieri, ultimi 30 giorni',
    curve_summary: 'Dal {{from}} al {{to}}: massimo {{max}}, ultimo valore {{latest}}.',
    axis_date: 'Data',
    axis_users: 'Utenti attivi',
    curve_empty_title: 'Nessun utente attivo negli ultimi 30 giorni',
    curve_empty_description: 'Il grafico si riempirà non appena gli utenti accederanno.',
    load_error: 'Impossibile caricare gli utenti attivi.',
  },
};
