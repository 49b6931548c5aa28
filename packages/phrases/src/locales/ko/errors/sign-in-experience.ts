import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    '아직 {{type}} 커넥터가 설정되지 않았습니다. 이 방법을 사용하기 전에 추가하세요.',
  passwordless_requires_verify:
    '비밀번호 없이 가입하려면 이메일 주소나 전화번호를 인증해야 합니다.',
  code_sign_in_must_be_enabled:
    '인증 코드로만 만든 계정에는 같은 식별자의 인증 코드 로그인이 필요합니다.',
  unsupported_default_language:
    '{{language}} 언어는 기본 제공되지 않으며 사용자 지정 문구도 없습니다. 먼저 문구를 추가하세요.',
  at_least_one_authentication_factor:
    '각 로그인 방법에는 비밀번호, 인증 코드 또는 둘 다가 필요합니다.',
  backup_code_cannot_be_enabled_alone: '백업 코드만 다단계 인증 방법으로 사용할 수는 없습니다.',
  duplicated_mfa_factors: '각 다단계 인증 방법은 한 번만 지정할 수 있습니다.',
  email_verification_code_cannot_be_used_for_mfa:
    '이메일 코드 로그인이 켜져 있는 동안 이메일 코드를 두 번째 요소로 사용할 수 없습니다.',
  phone_verification_code_cannot_be_used_for_mfa:
    '전화 코드 로그인이 켜져 있는 동안 SMS 코드를 두 번째 요소로 사용할 수 없습니다.',
  email_verification_code_cannot_be_used_for_sign_in:
    '이메일 코드가 두 번째 요소인 동안 이메일 코드 로그인을 켤 수 없습니다.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'SMS 코드가 두 번째 요소인 동안 전화 코드 로그인을 켤 수 없습니다.',
  duplicated_sign_up_identifiers: '각 가입 식별자는 한 번만 지정할 수 있습니다.',
  missing_sign_up_identifiers: '보조 식별자를 추가하기 전에 기본 가입 식별자를 선택하세요.',
  invalid_custom_email_blocklist_format:
    '다음 차단 목록 항목은 이메일 주소나 도메인(예: @example.com)이 아닙니다: {{items}}.',
  forgot_password_method_requires_connector:
    '이 비밀번호 재설정 방법에는 코드를 보낼 수 있는 커넥터가 필요합니다.',
  username_policy_case_conflicts_exist:
    '대소문자만 다른 사용자 이름이 {{count}}개 있습니다. 사용자 이름의 대소문자를 구분하지 않게 하기 전에 정리하세요.',
  adaptive_mfa_requires_mfa: '적응형 다단계 인증에는 다단계 인증 방법이 하나 이상 필요합니다.',
  password_expiration_requires_forgot_password:
    '비밀번호 만료에는 비밀번호를 재설정하는 방법(이메일 또는 SMS 코드)이 필요합니다.',
  password_expiration_invalid_period_days:
    '비밀번호 유효 기간은 1에서 {{max}} 사이의 정수 일수여야 합니다.',
  username_requires_password: '사용자 이름으로 가입하려면 비밀번호가 필요합니다.',
  miss_sign_up_identifier_in_sign_in:
    '{{identifier}}(으)로 가입한 사람은 그것으로 로그인할 수도 있어야 합니다. 로그인 방법으로 추가하세요.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    '로그인 경험의 대체 언어는 삭제할 수 없습니다. 먼저 다른 대체 언어를 선택하세요.',
  invalid_translation_structure:
    '문구에 로그인 페이지에 없는 키가 있거나, 텍스트가 와야 할 곳에 그룹이 있습니다.',
};
