import type { LocalePhrases } from '../../../types.ts';

export const tenant: NonNullable<NonNullable<LocalePhrases['errors']>['tenant']> = {
  not_found: '테넌트가 존재하지 않습니다.',
  only_default_tenant_in_oss: '자체 호스팅 버전에서는 기본 테넌트만 지원됩니다.',
};
