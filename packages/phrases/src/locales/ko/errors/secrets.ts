export const secrets = {
  third_party_token_set: {
    access_token_expired: '저장된 액세스 토큰이 만료되었습니다. 커넥터를 통해 다시 로그인하세요.',
    token_not_found: '이 아이덴티티에 저장된 토큰이 없습니다.',
  },
} as const;
