import type { LocalePhrases } from '../../../types.ts';

export const pagePhrases: NonNullable<LocalePhrases['sign-in']> = {
  page_title: {
    sign_in: '로그인',
    register: '계정 만들기',
    consent: '접근 권한 부여',
    error: '문제가 발생했습니다',
    not_found: '페이지를 찾을 수 없음',
  },
  general: {
    loading: '불러오는 중…',
    logo_alt: '로고',
    terms_of_use: '이용 약관',
    privacy_policy: '개인정보 처리방침',
    legal_links: '법적 고지',
    requirement_met: '충족됨',
    requirement_not_met: '충족되지 않음',
  },
  sign_in: {
    title: '로그인',
    description: '계속하려면 로그인하세요.',
    username: '사용자 이름',
    password: '비밀번호',
    submit: '로그인',
    no_account: '아직 계정이 없으신가요?',
    create_account: '계정 만들기',
  },
  register: {
    title: '계정 만들기',
    description: '사용자 이름과 비밀번호를 정하세요.',
    username: '사용자 이름',
    password: '비밀번호',
    confirm_password: '비밀번호 확인',
    submit: '계정 만들기',
    have_account: '이미 계정이 있으신가요?',
    sign_in: '로그인',
    closed_title: '가입이 닫혀 있습니다',
    closed_description: '여기에서는 새 계정을 만들 수 없습니다. 기존 계정으로 로그인하세요.',
    first_admin_title: '관리자 계정 만들기',
    first_admin_description:
      '이 Gatehouse 설치의 첫 번째 계정입니다. 이 계정은 콘솔에 로그인하여 모든 것을 관리하는 관리자가 됩니다. 사용자 이름과 비밀번호를 정하세요.',
  },
  consent: {
    title: '{{name}}에 권한 부여',
    description: '{{name}}이(가) 내 계정에 대한 접근을 요청하고 있습니다.',
    scopes_heading: '허용하면 다음 작업을 할 수 있습니다:',
    no_scopes: '추가 권한을 요청하지 않습니다.',
    authorize: '허용',
    load_failed: '권한 부여 요청을 불러올 수 없습니다.',
    organizations_heading: '접근을 허용할 조직:',
    no_organizations: '어떤 조직의 구성원도 아닙니다.',
  },
  error_page: {
    title: '문제가 발생했습니다',
    description: '로그인 요청을 완료할 수 없습니다. 애플리케이션으로 돌아가 다시 시도하세요.',
    not_found_title: '페이지를 찾을 수 없음',
    not_found_description: '이 페이지는 존재하지 않습니다.',
    back_to_sign_in: '로그인으로 이동',
    experience_unavailable: '로그인 페이지를 불러올 수 없습니다. 나중에 다시 시도하세요.',
    unknown_application:
      '이 애플리케이션은 이 로그인 서비스에 등록되어 있지 않습니다. 애플리케이션으로 돌아가고 문제가 계속되면 개발자에게 문의하세요.',
    unregistered_redirect_uri:
      '애플리케이션이 등록하지 않은 주소로 돌려보내도록 요청했습니다. 애플리케이션 개발자에게 문의하세요.',
  },
  validation: {
    username_required: '사용자 이름을 입력하세요.',
    username_invalid:
      '사용자 이름은 영문자 또는 밑줄로 시작하며 영문자, 숫자, 밑줄만 포함할 수 있습니다.',
    password_required: '비밀번호를 입력하세요.',
    confirm_password_required: '비밀번호를 다시 입력하세요.',
    passwords_mismatch: '비밀번호가 일치하지 않습니다.',
  },
};
