import type { LocalePhrases } from '../../../types.ts';

/** Dashboard: user totals of the tenant. */
export const dashboard: NonNullable<NonNullable<LocalePhrases['console']>['dashboard']> = {
  title: 'Dashboard',
  subtitle: 'Wie viele Personen Ihre Anwendungen nutzen.',
  total_users: 'Benutzer insgesamt',
  new_users_today: 'Neue Benutzer heute',
  new_users_7_days: 'Neue Benutzer in den letzten 7 Tagen',
  delta_up: '{{delta}} mehr als im vorherigen Zeitraum',
  delta_down: '{{delta}} weniger als im vorherigen Zeitraum',
  delta_none: 'Unverändert gegenüber dem vorherigen Zeitraum',
  load_error: 'Die Statistiken konnten nicht geladen werden.',
  empty: 'Noch keine Benutzer. Sie erscheinen hier, sobald sie sich registrieren.',
  active_users: {
    title: 'Aktive Benutzer',
    dau: 'Täglich aktive Benutzer',
    wau: 'Wöchentlich aktive Benutzer',
    mau: 'Monatlich aktive Benutzer',
    curve_title: 'Täglich aktive Benutzer, letzte 30 Tage',
    curve_summary: 'Vom {{from}} bis {{to}}: höchstens {{max}}, zuletzt {{latest}}.',
    axis_date: 'Datum',
    axis_users: 'Aktive Benutzer',
    curve_empty_title: 'Keine aktiven Benutzer in den letzten 30 Tagen',
    curve_empty_description: 'Das Diagramm füllt sich, sobald sich Benutzer anmelden.',
    load_error: 'Die aktiven Benutzer konnten nicht geladen werden.',
  },
};
