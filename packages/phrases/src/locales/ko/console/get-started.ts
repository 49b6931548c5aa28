import type { LocalePhrases } from '../../../types.ts';

export const get_started: NonNullable<NonNullable<LocalePhrases['console']>['get_started']> = {
  title: '시작하기',
  subtitle: '세 단계로 첫 번째 애플리케이션을 Gatehouse에 연결합니다.',
  step: '{{number}}단계',
  create_application_title: '애플리케이션 만들기',
  create_application_description:
    'Gatehouse를 통해 사용자를 로그인시키는 웹, 모바일 또는 머신 간(M2M) 앱을 등록합니다.',
  create_application_action: '애플리케이션으로 이동',
  create_api_resource_title: 'API 보호하기',
  create_api_resource_description:
    '백엔드를 API 리소스로 추가하고 해당 액세스 토큰에 포함될 권한을 정의합니다.',
  create_api_resource_action: 'API 리소스로 이동',
  create_role_title: '역할 정의하기',
  create_role_description: '권한을 역할로 묶어 사용자와 머신 간(M2M) 앱에 부여합니다.',
  create_role_action: '역할로 이동',
  section_coming_soon: '이 버전에서는 아직 사용할 수 없습니다',
  docs_title: '문서 읽기',
  docs_description: '프레임워크별 가이드, API 레퍼런스, 개념 설명을 제공합니다.',
  docs_action: '문서 열기',
};
