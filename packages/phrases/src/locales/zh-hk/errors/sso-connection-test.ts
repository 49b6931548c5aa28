export const sso_connection_test = {
  finished: '連線測試已完成。請關閉此視窗並返回控制台查看結果。',
  test_not_found: '此連線測試不存在或已過期。請在控制台重新開始測試。',
} as const;
