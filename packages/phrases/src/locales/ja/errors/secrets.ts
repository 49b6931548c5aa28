export const secrets = {
  third_party_token_set: {
    access_token_expired:
      '保存されたアクセストークンの有効期限が切れています。コネクターから再度サインインしてください。',
    token_not_found: 'このアイデンティティにはトークンが保存されていません。',
  },
} as const;
