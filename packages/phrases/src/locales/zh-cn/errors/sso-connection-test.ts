export const sso_connection_test = {
  finished: '连接测试已完成。请关闭此窗口并返回控制台查看结果。',
  test_not_found: '此连接测试不存在或已过期。请在控制台中重新开始测试。',
} as const;
