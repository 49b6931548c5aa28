/** Painel: totais de usuários do locatário. */
export const dashboard = {
  title: 'Painel',
  subtitle: 'Quantas pessoas usam seus aplicativos.',
  total_users: 'Total de usuários',
  new_users_today: 'Novos usuários hoje',
  new_users_7_days: 'Novos usuários nos últimos 7 dias',
  delta_up: '{{delta}} a mais que no período anterior',
  delta_down: '{{delta}} a menos que no período anterior',
  delta_none: 'Igual ao período anterior',
  load_error: 'Não foi possível carregar as estatísticas.',
  empty: 'Ainda não há usuários. Eles aparecerão aqui assim que se cadastrarem.',
  active_users: {
    title: 'Usuários ativos',
    dau: 'Usuários ativos diários',
    wau: 'Usuários ativos semanais',
    mau: 'Usuários ativos mensais',
    curve_title: 'Usuários ativos diários, últimos 30 dias',
    curve_summary: 'De {{from}} a {{to}}: máximo {{max}}, mais recente {{latest}}.',
    point: '{{date}}: {{users}}',
    load_error: 'Não foi possível carregar os usuários ativos.',
  },
};
