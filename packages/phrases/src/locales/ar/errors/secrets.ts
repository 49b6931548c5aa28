export const secrets = {
  third_party_token_set: {
    access_token_expired: 'انتهت صلاحية رمز الوصول المخزَّن. سجّل الدخول مرة أخرى عبر الموصل.',
    token_not_found: 'لا يوجد رمز مخزَّن لهذه الهوية.',
  },
} as const;
