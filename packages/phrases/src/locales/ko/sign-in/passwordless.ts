import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: '사용자 이름',
    email: '이메일',
    phone: '전화번호',
    username_or_email: '사용자 이름 또는 이메일',
    username_or_phone: '사용자 이름 또는 전화번호',
    email_or_phone: '이메일 또는 전화번호',
    username_or_email_or_phone: '사용자 이름, 이메일 또는 전화번호',
    phone_hint: '국가 번호를 포함하세요. 예: +82 2 1234 5678',
    required: '“{{label}}”을(를) 입력하세요.',
    email_invalid: 'name@example.com 같은 이메일 주소를 입력하세요.',
    phone_invalid: '국가 번호를 포함한 전화번호를 숫자로만 입력하세요.',
    change: '변경',
    continue: '계속',
  },
  sign_in_options: {
    password_title: '비밀번호 입력',
    signing_in_as: '{{identifier}}(으)로 로그인 중',
    forgot_password: '비밀번호를 잊으셨나요?',
    use_code: '대신 인증 코드로 로그인',
    use_password: '대신 비밀번호로 로그인',
    password_changed: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인하세요.',
  },
  verification_code: {
    title: '인증 코드 입력',
    description: '{{identifier}}(으)로 코드를 보냈습니다. 10분 동안 유효합니다.',
    label: '인증 코드',
    submit: '계속',
    required: '받은 코드를 입력하세요.',
    resend: '새 코드 보내기',
    resend_in: '{{seconds}}초 후에 새 코드를 요청할 수 있습니다.',
    resent: '새 코드를 보냈습니다.',
    no_account: '{{identifier}}을(를) 사용하는 계정이 아직 없습니다.',
    create_account: '이것으로 계정 만들기',
    account_exists: '{{identifier}}을(를) 이미 사용하는 계정이 있습니다.',
    sign_in_instead: '그 계정으로 로그인',
    start_again: '처음부터 다시',
  },
  registration: {
    code_description: '확인을 위해 코드를 보내 드립니다.',
    send_code: '코드 보내기',
    profile_title: '계정 완성하기',
    profile_description: '마치려면 몇 가지 정보가 더 필요합니다.',
    finish: '완료',
  },
  forgot_password: {
    title: '비밀번호 재설정',
    description: '계정의 이메일 또는 전화번호로 코드를 보냅니다.',
    send_code: '코드 보내기',
    back_to_sign_in: '로그인으로 돌아가기',
    new_password_title: '새 비밀번호 설정',
    new_password: '새 비밀번호',
    confirm_password: '새 비밀번호 확인',
    submit: '비밀번호 재설정',
    unavailable: '여기서는 비밀번호를 재설정할 수 없습니다. 이 서비스의 지원팀에 문의하세요.',
  },
  password_toggle: {
    show: '비밀번호 표시',
    hide: '비밀번호 숨기기',
  },
  demo_app: {
    title: '실시간 미리보기',
    description: '내장 데모 애플리케이션으로 이 테넌트의 로그인 경험을 체험해 보세요.',
    sign_in: '로그인',
    signed_in_title: '로그인되었습니다',
    claims: 'ID 토큰의 클레임',
    sign_out: '로그아웃',
    failed: '로그인을 완료하지 못했습니다: {{error}}',
  },
};
