import type { LocalePhrases } from '../../../types.ts';

/** Dashboard: user totals of the tenant. */
export const dashboard: NonNullable<NonNullable<LocalePhrases['console']>['dashboard']> = {
  title: 'Tableau de bord',
  subtitle: 'Combien de personnes utilisent vos applications.',
  total_users: 'Utilisateurs au total',
  new_users_today: 'Nouveaux utilisateurs aujourd’hui',
  new_users_7_days: 'Nouveaux utilisateurs au cours des 7 derniers jours',
  delta_up: '{{delta}} de plus que la période précédente',
  delta_down: '{{delta}} de moins que la période précédente',
  delta_none: 'Identique à la période précédente',
  load_error: 'Impossible de charger les statistiques.',
  empty: 'Aucun utilisateur pour l’instant. Ils apparaîtront ici dès leur inscription.',
  active_users: {
    title: 'Utilisateurs actifs',
    dau: 'Utilisateurs actifs quotidiens',
    wau: 'Utilisateurs actifs hebdomadaires',
    mau: 'Utilisateurs actifs mensuels',
    curve_title: 'Utilisateurs actifs quotidiens, 30 derniers jours',
    curve_summary: 'Du {{from}} au {{to}} : maximum {{max}}, dernière valeur {{latest}}.',
    axis_date: 'Date',
    axis_users: 'Utilisateurs actifs',
    curve_empty_title: 'Aucun utilisateur actif ces 30 derniers jours',
    curve_empty_description: 'Le graphique se remplira dès que des utilisateurs se connecteront.',
    load_error: 'Impossible de charger les utilisateurs actifs.',
  },
};
