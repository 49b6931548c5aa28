export const secrets = {
  third_party_token_set: {
    access_token_expired: '已存储的访问令牌已过期。请通过连接器重新登录。',
    token_not_found: '此身份没有存储令牌。',
  },
} as const;
