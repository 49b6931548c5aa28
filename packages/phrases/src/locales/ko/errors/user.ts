import type { LocalePhrases } from '../../../types.ts';

export const user: NonNullable<NonNullable<LocalePhrases['errors']>['user']> = {
  username_already_in_use: '이 사용자 이름은 이미 사용 중입니다.',
  email_already_in_use: '이 이메일 주소는 이미 사용 중입니다.',
  phone_already_in_use: '이 전화번호는 이미 사용 중입니다.',
  invalid_email: '이메일 주소가 올바르지 않습니다.',
  invalid_phone: '전화번호가 올바르지 않습니다.',
  user_not_exist: '사용자가 존재하지 않습니다.',
  suspended: '이 계정은 정지되었습니다.',
  cannot_delete_self: '자기 자신은 삭제할 수 없습니다.',
  same_password: '새 비밀번호는 현재 비밀번호와 같을 수 없습니다.',
  username_too_long: '사용자 이름은 최대 {{maxLength}}자까지 입력할 수 있습니다.',
  sign_in_method_not_enabled: '이 로그인 방법은 활성화되어 있지 않습니다.',
  sign_up_method_not_enabled: '이 가입 방법은 활성화되어 있지 않습니다.',
  username_required: '사용자 이름은 필수입니다.',
  password_and_digest: '일반 텍스트 비밀번호와 비밀번호 다이제스트를 동시에 설정할 수 없습니다.',
  password_algorithm_required: '비밀번호 다이제스트와 함께 비밀번호 알고리즘이 필요합니다.',
  identity_not_exist: '소셜 ID가 아직 등록되지 않았습니다.',
  invalid_role_type: '이 역할 유형은 사용자에게 할당할 수 없습니다.',
};
