export const sso_connection_test = {
  finished: '연결 테스트가 끝났습니다. 이 창을 닫고 콘솔로 돌아가 결과를 확인하세요.',
  test_not_found: '알 수 없거나 만료된 연결 테스트입니다. 콘솔에서 새 테스트를 시작하세요.',
} as const;
