import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: '다단계 인증',
  subtitle: '비밀번호나 코드 다음에 두 번째 신원 증명을 요청합니다.',
  load_error: 'MFA 설정을 불러오지 못했습니다. 나중에 다시 시도하세요.',
  factors_title: '인증 요소',
  factors_description: '사용자가 설정하고 로그인에 사용할 수 있는 두 번째 인증 요소입니다.',
  factors: {
    Totp: '인증 앱(TOTP)',
    WebAuthn: '패스키(WebAuthn)',
    BackupCode: '백업 코드',
    EmailVerificationCode: '이메일 인증 코드',
    PhoneVerificationCode: 'SMS 인증 코드',
  },
  factor_descriptions: {
    Totp: 'Google Authenticator 같은 앱에서 생성하는 일회용 코드입니다.',
    WebAuthn: '보안 키 또는 기기의 지문 인식이나 얼굴 인식입니다.',
    BackupCode: '다른 인증 요소를 사용할 수 없을 때 쓰는 일회용 코드 10개입니다.',
    EmailVerificationCode: '사용자의 이메일 주소로 보내는 코드입니다(이메일 커넥터 필요).',
    PhoneVerificationCode: '사용자의 휴대폰으로 보내는 코드입니다(SMS 커넥터 필요).',
  },
  backup_code_alone: '백업 코드에는 다른 인증 요소가 하나 이상 필요합니다.',
  policy_title: '정책',
  policy_description: '사용자가 인증 요소를 반드시 설정해야 하는지, 언제 요청하는지 정합니다.',
  policy: {
    UserControlled: '선택: 사용자가 자신의 계정에서 설정',
    Mandatory: '필수: 모든 사용자가 다음 로그인 시 인증 요소를 설정',
    PromptOnlyAtSignIn: '로그인 시 권장, 건너뛰기 가능',
    PromptAtSignInAndSignUp: '가입 및 로그인 시 권장, 건너뛰기 가능',
    NoPrompt: '묻지 않음: 사용자가 자신의 계정에서 설정',
    PromptAtSignInAndSignUpMandatory: '가입 및 로그인 시 필수',
    PromptOnlyAtSignInMandatory: '로그인 시에만 필수',
  },
  passkey_title: '패스키 로그인',
  passkey_enabled: '패스키로 로그인',
  passkey_enabled_description: '사용자는 식별자 대신 패스키로 로그인할 수 있습니다.',
  passkey_button: '“패스키로 로그인” 버튼 표시',
  passkey_autofill: '브라우저 자동 완성에서 패스키 제안',
  labels: {
    factors: '인증 요소',
    policy: '정책',
  },
};
