export const secrets = {
  third_party_token_set: {
    access_token_expired: '已儲存的存取權杖已過期。請透過連接器重新登入。',
    token_not_found: '此身分未儲存任何權杖。',
  },
} as const;
