/** Painel: totais de utilizadores do inquilino. */
export const dashboard = {
  title: 'Painel',
  subtitle: 'Quantas pessoas utilizam as suas aplicações.',
  total_users: 'Total de utilizadores',
  new_users_today: 'Novos utilizadores hoje',
  new_users_7_days: 'Novos utilizadores nos últimos 7 dias',
  delta_up: 'Mais {{delta}} do que no período anterior',
  delta_down: 'Menos {{delta}} do que no período anterior',
  delta_none: 'Igual ao período anterior',
  load_error: 'Não foi possível carregar as estatísticas.',
  empty: 'Ainda não há utilizadores. Aparecerão aqui assim que se registarem.',
  active_users: {
    title: 'Utilizadores ativos',
    dau: 'Utilizadores ativos diários',
    wau: 'Utilizadores ativos semanais',
    mau: 'Utilizadores ativos mensais',
    curve_title: 'Utilizadores ativos diários, últimos 30 dias',
    curve_summary: 'De {{from}} a {{to}}: máximo {{max}}, mais recente {{latest}}.',
    axis_date: 'Data',
    axis_users: 'Utilizadores ativos',
    curve_empty_title: 'Nenhum utilizador ativo nos últimos 30 dias',
    curve_empty_description:
      'O gráfico será preenchido assim que os utilizadores iniciarem sessão.',
    load_error: 'Não foi possível carregar os utilizadores ativos.',
  },
};
