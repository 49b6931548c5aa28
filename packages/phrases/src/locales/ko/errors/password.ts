import type { LocalePhrases } from '../../../types.ts';

export const password: NonNullable<NonNullable<LocalePhrases['errors']>['password']> = {
  unsupported_encryption_method: '비밀번호 암호화 방식 {{name}}은(는) 지원되지 않습니다.',
  rejected: '비밀번호가 비밀번호 정책을 충족하지 않습니다.',
  expired: '비밀번호가 만료되었습니다. 비밀번호를 재설정하세요.',
  invalid_legacy_password_format: '레거시 비밀번호 형식이 올바르지 않습니다.',
  unsupported_legacy_hash_algorithm: '레거시 해시 알고리즘 {{algorithm}}은(는) 지원되지 않습니다.',
};
