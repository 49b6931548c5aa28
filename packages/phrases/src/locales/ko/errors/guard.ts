import type { LocalePhrases } from '../../../types.ts';

export const guard: NonNullable<NonNullable<LocalePhrases['errors']>['guard']> = {
  invalid_input: '요청 입력이 올바르지 않습니다.',
  invalid_pagination: '페이지네이션 매개변수가 올바르지 않습니다.',
  can_not_get_tenant_id: '이 요청의 테넌트를 확인할 수 없습니다.',
  file_size_exceeded: '파일이 제한 크기인 {{limit}}바이트를 초과합니다.',
  mime_type_not_allowed: '{{mimeType}} 유형의 파일은 허용되지 않습니다.',
  not_allowed_for_admin_tenant: '관리자 테넌트에서는 허용되지 않는 작업입니다.',
};
