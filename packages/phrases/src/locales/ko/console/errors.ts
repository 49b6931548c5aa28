import type { LocalePhrases } from '../../../types.ts';

export const errors: NonNullable<NonNullable<LocalePhrases['console']>['errors']> = {
  page_not_found: '페이지를 찾을 수 없음',
  page_not_found_description: '찾으시는 페이지가 존재하지 않거나 이동되었습니다.',
  back_to_console: '콘솔로 돌아가기',
  something_went_wrong: '문제가 발생했습니다',
  something_went_wrong_description:
    '예기치 않은 오류로 이 페이지가 중단되었습니다. 다시 시도하세요.',
  more_details: '세부 정보 보기',
  hide_details: '세부 정보 숨기기',
  unknown_server_error: '알 수 없는 서버 오류가 발생했습니다.',
  unexpected_error: '예기치 않은 오류가 발생했습니다.',
  network_error: '서버에 연결할 수 없습니다. 연결 상태를 확인하고 다시 시도하세요.',
  request_timeout: '요청 시간이 너무 오래 걸렸습니다. 다시 시도하세요.',
  http_status: {
    '400': '요청이 올바르지 않습니다.',
    '401': '세션이 종료되었습니다. 다시 로그인하세요.',
    '403': '이 작업을 수행할 권한이 없습니다.',
    '404': '요청한 항목을 찾을 수 없습니다.',
    '409': '요청이 현재 상태와 충돌합니다.',
    '413': '요청이 너무 큽니다.',
    '422': '요청을 처리할 수 없습니다.',
    '429': '요청이 너무 많습니다. 나중에 다시 시도하세요.',
    '500': '서버에서 내부 오류가 발생했습니다.',
    '502': '지금은 서버에 연결할 수 없습니다.',
    '503': '지금은 서비스를 사용할 수 없습니다.',
  },
  forbidden_title: '접근 거부됨',
  config_unavailable: '콘솔 구성을 불러올 수 없습니다.',
  insecure_context_title: '보안 연결이 필요합니다',
  insecure_context:
    '브라우저는 안전하지 않은 페이지에서 로그인에 필요한 암호화 기능을 차단합니다. HTTPS 또는 localhost로 콘솔을 여세요.',
  error_code: '오류: {{code}}',
  first_sidebar_item_not_found: '사이드바의 첫 번째 항목을 찾을 수 없습니다',
  tenant_id_not_found: '테넌트 ID를 찾을 수 없습니다',
  only_default_tenant_supported: 'OSS 버전에서는 기본 테넌트만 지원됩니다',
};
