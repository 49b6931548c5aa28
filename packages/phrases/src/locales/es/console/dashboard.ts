import type { LocalePhrases } from '../../../types.ts';

/** Dashboard: user totals of the tenant. */
export const dashboard: NonNullable<NonNullable<LocalePhrases['console']>['dashboard']> = {
  title: 'Panel',
  subtitle: 'Cuántas personas usan tus aplicaciones.',
  total_users: 'Usuarios totales',
  new_users_today: 'Usuarios nuevos hoy',
  new_users_7_days: 'Usuarios nuevos en los últimos 7 días',
  delta_up: '{{delta}} más que en el periodo anterior',
  delta_down: '{{delta}} menos que en el periodo anterior',
  delta_none: 'Igual que en el periodo anterior',
  load_error: 'No se pudieron cargar las estadísticas.',
  empty: 'Todavía no hay usuarios. Aparecerán aquí cuando se registren.',
  active_users: {
    title: 'Usuarios activos',
    dau: 'Usuarios activos diarios',
    wau: 'Usuarios activos semanales',
    mau: 'Usuarios activos mensuales',
    curve_title: 'Usuarios activos diarios, últimos 30 días',
    curve_summary: 'Del {{from}} al {{to}}: máximo {{max}}, último {{latest}}.',
    axis_date: 'Fecha',
    axis_users: 'Usuarios activos',
    curve_empty_title: 'Ningún usuario activo en los últimos 30 días',
    curve_empty_description: 'El gráfico se llenará en cuanto los usuarios inicien sesión.',
    load_error: 'No se pudieron cargar los usuarios activos.',
  },
};
