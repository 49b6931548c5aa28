import type { LocalePhrases } from '../../../types.ts';

export const errors: NonNullable<NonNullable<LocalePhrases['console']>['errors']> = {
  page_not_found: 'ページが見つかりません',
  page_not_found_description: 'お探しのページは存在しないか、移動されました。',
  back_to_console: 'コンソールに戻る',
  something_went_wrong: '問題が発生しました',
  something_went_wrong_description:
    '予期しないエラーによりこのページを表示できませんでした。もう一度お試しください。',
  more_details: '詳細を表示',
  hide_details: '詳細を隠す',
  unknown_server_error: '不明なサーバーエラーが発生しました。',
  unexpected_error: '予期しないエラーが発生しました。',
  network_error: 'サーバーに接続できません。接続を確認して、もう一度お試しください。',
  request_timeout: 'リクエストがタイムアウトしました。もう一度お試しください。',
  http_status: {
    '400': 'リクエストが無効です。',
    '401': 'セッションが終了しました。もう一度サインインしてください。',
    '403': 'この操作を行う権限がありません。',
    '404': '要求された項目が見つかりません。',
    '409': 'リクエストが現在の状態と競合しています。',
    '413': 'リクエストが大きすぎます。',
    '422': 'リクエストを処理できませんでした。',
    '429': 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
    '500': 'サーバーで内部エラーが発生しました。',
    '502': '現在サーバーに接続できません。',
    '503': '現在サービスを利用できません。',
  },
  forbidden_title: 'アクセスが拒否されました',
  config_unavailable: 'コンソールの設定を読み込めませんでした。',
  insecure_context_title: '安全な接続が必要です',
  insecure_context:
    'ブラウザーは、安全でないページではサインインに必要な暗号化機能をブロックします。HTTPS または localhost からコンソールを開いてください。',
  error_code: 'エラー: {{code}}',
  first_sidebar_item_not_found: 'サイドバーの最初の項目が見つかりません',
  tenant_id_not_found: 'テナント ID が見つかりません',
  only_default_tenant_supported: 'OSS 版ではデフォルトのテナントのみサポートされています',
};
