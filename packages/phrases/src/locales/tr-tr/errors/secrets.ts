export const secrets = {
  third_party_token_set: {
    access_token_expired:
      'Saklanan erişim belirtecinin süresi doldu. Bağlayıcı üzerinden yeniden oturum açın.',
    token_not_found: 'Bu kimlik için saklanan bir belirteç yok.',
  },
} as const;
