export const secrets = {
  third_party_token_set: {
    access_token_expired: 'Сохранённый токен доступа истёк. Войдите снова через коннектор.',
    token_not_found: 'Для этой идентичности токен не сохранён.',
  },
} as const;
