import type { LocalePhrases } from '../../../types.ts';

export const account_center: NonNullable<NonNullable<LocalePhrases['console']>['account_center']> =
  {
    title: '계정 센터',
    subtitle: '사용자가 /account와 Account API에서 자신의 계정을 항목별로 관리하게 합니다.',
    load_error: '계정 센터 설정을 불러올 수 없습니다.',
    enabled_title: '계정 센터',
    enabled: '계정 센터 사용',
    enabled_description: '끄면 계정 페이지와 Account API가 모든 요청을 거부합니다.',
    fields_title: '항목',
    fields_description:
      '끄기는 항목을 숨기고, 읽기 전용은 변경 없이 보여 주며, 편집은 변경을 허용합니다.',
    access: { Off: '끄기', ReadOnly: '읽기 전용', Edit: '편집' },
    fields: {
      name: '이름',
      avatar: '아바타',
      profile: '프로필(OIDC 클레임)',
      email: '이메일 주소',
      phone: '전화번호',
      password: '비밀번호',
      username: '사용자 이름',
      social: '소셜 ID',
      customData: '사용자 지정 데이터',
      mfa: '다단계 인증',
      passkey: '패스키',
      session: '세션',
    },
    webauthn_title: '패스키 관련 출처',
    webauthn_origins: '관련 출처',
    webauthn_origins_description:
      '이 테넌트의 패스키가 작동하는 앱의 다른 출처입니다. 한 줄에 URL 하나.',
    webauthn_origin_invalid: '각 줄은 https://app.example.com 같은 URL이어야 합니다.',
  };
