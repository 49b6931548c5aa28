export const sso_connection_test = {
  finished:
    '接続テストが完了しました。このウィンドウを閉じて、コンソールで結果を確認してください。',
  test_not_found:
    'この接続テストは存在しないか、有効期限が切れています。コンソールから新しいテストを開始してください。',
} as const;
