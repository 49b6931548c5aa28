import type { LocalePhrases } from '../../../types.ts';

export const guides: NonNullable<NonNullable<LocalePhrases['console']>['guides']> = {
  page_title: '{{guide}} 통합',
  subtitle:
    '“{{application}}”에 사용자가 로그인하도록 단계별로 설정합니다. 샘플에는 이미 이 애플리케이션의 실제 값이 들어 있으므로 그대로 복사하세요.',
  subtitle_m2m:
    '“{{application}}”이(가) 자체 자격 증명으로 API를 호출하도록 단계별로 설정합니다. 샘플에는 이미 이 애플리케이션의 실제 값이 들어 있으니 그대로 복사하세요.',
  picker_label: '프레임워크 또는 언어',
  package: '패키지: {{package}}',
  back_to_application: '애플리케이션으로 돌아가기',
  finish: '완료, 설정으로 이동',
  not_found: '이 유형의 애플리케이션에 해당하는 가이드가 없습니다.',
  step_label: '{{number}}단계',
  code_label: '코드 샘플, {{language}}',
  code_file: '파일 {{file}}',
  copy: '복사',
  copy_code: '{{file}} 코드 복사',
  copy_snippet: '코드 샘플 복사',
  copied: '복사됨',
  missing_secret:
    '이 애플리케이션에는 아직 유효한 시크릿이 없어 샘플에 자리 표시자가 표시됩니다. 설정 탭에서 시크릿을 만든 후 다시 돌아오세요.',
  uris: {
    redirect_uri: '리디렉션 URI',
    post_logout_redirect_uri: '로그아웃 후 리디렉션 URI',
    registered: '등록됨',
    not_registered: '아직 등록되지 않음',
    add: '애플리케이션에 {{uri}} 추가',
    add_short: '추가',
    added: '{{uri}}이(가) 애플리케이션에 추가되었습니다.',
  },
  resource: {
    label: '호출할 API 리소스',
    description: '액세스 토큰은 이 API 리소스에 대해 발급됩니다.',
    none: '아직 API 리소스가 없습니다. 먼저 API 리소스에서 리소스를 만드세요.',
  },
  steps: {
    install: {
      title: 'SDK 설치',
      description: '{{package}}와(과) 샘플에서 사용하는 패키지를 프로젝트에 추가합니다.',
    },
    configure_uris: {
      title: '리디렉션 URI 등록',
      description:
        '사용자는 로그인 후 리디렉션 URI로, 로그아웃 후에는 로그아웃 후 리디렉션 URI로 돌아옵니다. 두 URI 모두 앱이 보내는 그대로 정확하게 등록해야 합니다.',
    },
    init_client: {
      title: '클라이언트 구성',
      description:
        '시크릿은 서버에만 보관하세요. 아래 쿠키 시크릿은 이 페이지를 위해 브라우저에서 생성되었으며, 충분히 긴 임의의 값이면 무엇이든 사용할 수 있습니다.',
    },
    provider: {
      title: '앱을 프로바이더로 감싸기',
      description:
        '프로바이더는 로그인 상태를 보관하고, 라우터는 리디렉션 URI 경로에서 콜백 페이지를 제공합니다.',
    },
    callback: {
      title: '로그인 콜백 처리',
      description: '이 페이지는 인가 코드를 토큰으로 교환한 후 사용자를 홈 페이지로 돌려보냅니다.',
    },
    sign_in_out: {
      title: '로그인 및 로그아웃',
      description:
        '로그인은 리디렉션 URI로, 로그아웃은 로그아웃 후 리디렉션 URI로 시작합니다. ID 토큰 클레임으로 누가 로그인했는지 알 수 있습니다.',
    },
    user_info: {
      title: '사용자 정보 읽기',
      description: 'ID 토큰 클레임은 로그인한 사용자를 설명합니다.',
    },
    session: {
      title: '세션 유지',
      description: 'SDK는 각 방문자의 세션에 토큰을 저장합니다.',
    },
    routes: {
      title: '로그인 라우트 추가',
      description:
        '이 라우트들은 로그인을 시작하고, 콜백을 처리하고, 로그아웃하며, 로그인한 사용자를 보여 줍니다. 시크릿과 쿠키 시크릿은 서버에만 남습니다.',
    },
    protect_routes: {
      title: '라우트 보호',
      description: '로그인하지 않은 방문자는 먼저 로그인 라우트로 보냅니다.',
    },
    native_scheme: {
      title: 'URL 스킴 등록',
      description:
        '브라우저가 결과를 앱에 돌려줄 수 있도록, 앱은 리디렉션 URI의 스킴으로 열려야 합니다.',
    },
    assign_roles: {
      title: '애플리케이션에 권한 부여',
      description:
        '머신 간(M2M) 앱은 할당된 머신 간 역할의 권한을 얻습니다. 이 애플리케이션의 역할 탭에서 역할을 할당하세요.',
    },
    token_curl: {
      title: '액세스 토큰 받기',
      description:
        '클라이언트 자격 증명 그랜트로 토큰 엔드포인트에 요청합니다. 앱 ID와 시크릿은 HTTP Basic으로 인증합니다.',
    },
    token_node: {
      title: 'Node.js에서 토큰 받기',
      description:
        'openid-client를 사용한 동일한 요청입니다. openid-client는 디스커버리 문서에서 엔드포인트를 읽어 옵니다.',
    },
    call_api: {
      title: 'API 호출',
      description:
        '액세스 토큰을 Bearer 토큰으로 보냅니다. 토큰은 API 리소스에 설정된 유효 기간이 지나면 만료됩니다.',
    },
    checkpoint: {
      title: '직접 해 보기',
      description:
        '앱을 실행하고 로그인하면 사용자의 클레임이 표시됩니다. 로그아웃하면 로그아웃된 상태로 앱으로 돌아옵니다.',
    },
  },
};
