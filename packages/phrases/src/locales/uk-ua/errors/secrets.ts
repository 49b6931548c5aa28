export const secrets = {
  third_party_token_set: {
    access_token_expired: 'Збережений токен доступу закінчився. Увійдіть знову через конектор.',
    token_not_found: 'Для цієї ідентичності токен не збережено.',
  },
} as const;
