import type { LocalePhrases } from '../../../types.ts';

export const request: NonNullable<NonNullable<LocalePhrases['errors']>['request']> = {
  general: 'リクエストを完了できませんでした。',
  invalid_input: '入力が無効です: {{message}}',
  invalid_json: 'リクエストボディが有効な JSON ではありません。',
  payload_too_large: 'リクエストボディが上限の {{limit}} バイトを超えています。',
  unsupported_media_type:
    'このエンドポイントは JSON ボディのみを受け付けます（Content-Type: application/json）。',
  not_found: 'このアドレスには何もありません。',
  internal_server_error: '内部サーバーエラーです。',
  range_not_satisfiable: '要求された範囲を満たすことができません。',
  feature_not_supported: 'この機能はサポートされていません。',
  message_rate_limited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  rate_limited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
};
