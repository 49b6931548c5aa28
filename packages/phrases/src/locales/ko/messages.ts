import type { LocalePhrases } from '../../types.ts';

export const messagePhrases: LocalePhrases['messages'] = {
  connectors: {
    oauth2: { name: 'OAuth 2.0', description: '모든 OAuth 2.0 공급자로 로그인할 수 있습니다.' },
    github: { name: 'GitHub', description: 'GitHub 계정으로 로그인할 수 있습니다.' },
    google: { name: 'Google', description: 'Google 계정으로 로그인할 수 있습니다.' },
    microsoft: {
      name: 'Microsoft',
      description: '회사, 학교 또는 개인 Microsoft 계정으로 로그인할 수 있습니다.',
    },
    apple: { name: 'Apple', description: 'Apple 계정으로 로그인할 수 있습니다.' },
    discord: { name: 'Discord', description: 'Discord 계정으로 로그인할 수 있습니다.' },
    smtp: { name: 'SMTP', description: '접근 가능한 모든 SMTP 서버를 통해 이메일을 보냅니다.' },
    http_email: {
      name: 'HTTP 이메일',
      description: '운영 중인 웹 주소로 JSON을 보내 이메일을 전송합니다.',
    },
    http_sms: {
      name: 'HTTP SMS',
      description: '운영 중인 웹 주소로 JSON을 보내 문자 메시지를 전송합니다.',
    },
    oidc: { name: 'OIDC', description: '모든 OpenID Connect 제공자로 로그인할 수 있게 합니다.' },
  },
  verification_code: {
    email_subject: '인증 코드',
    email_content:
      '인증 코드는 {{code}}입니다. {{minutes}}분 후에 만료됩니다. 요청하지 않았다면 이 메시지를 무시하세요.',
    sms_content: '인증 코드는 {{code}}입니다. {{minutes}}분 후에 만료됩니다.',
  },
  organization_invitation: {
    email_subject: '조직에 초대되었습니다',
    email_content: '조직에 참여하도록 초대되었습니다. 여기에서 초대를 수락하세요: {{link}}',
  },
};
