export const connector = {
  authorization_failed: 'プロバイダーがサインインを承認しませんでした。',
  social_auth_code_invalid:
    'プロバイダーが認可コードを拒否しました。もう一度サインインしてください。',
  social_invalid_access_token: 'プロバイダーがアクセストークンを拒否しました。',
  social_invalid_id_token: 'プロバイダーの ID トークンが無効です。',
  general: 'コネクターでエラーが発生しました: {{message}}',
  not_found: '有効な {{type}} コネクターが見つかりません。',
  not_found_with_connector_id: 'ID {{connectorId}} のコネクターファクトリーはありません。',
  not_implemented: 'このコネクターはまだこの操作に対応していません。',
  invalid_metadata: 'コネクターのメタデータが無効です。',
  invalid_config_guard: 'コネクターの設定が無効です。',
  invalid_config: 'コネクターの設定が不完全か誤っています。',
  unexpected_type: 'この種類のコネクターはここでは使用できません。',
  invalid_request_parameters: 'コネクターへのリクエストのパラメーターが誤っています。',
  insufficient_request_parameters: 'コネクターへのリクエストにパラメーターが不足しています。',
  invalid_response: 'コネクターのプロバイダーがエラーを返しました。',
  template_not_found: 'この用途のメッセージテンプレートが見つかりません。',
  rate_limit_exceeded: '送信されたメッセージが多すぎます。しばらくしてから再試行してください。',
  multiple_instances_not_supported: 'このコネクターは一度しか追加できません。',
  invalid_type_for_syncing_profile:
    'ユーザープロフィールを同期できるのはソーシャルコネクターだけです。',
  should_specify_target: '標準コネクターにはメタデータにターゲットが必要です。',
  cannot_overwrite_metadata_for_non_standard_connector:
    '非標準コネクターのメタデータは上書きできません。',
  multiple_target_with_same_platform:
    '2 つのソーシャルコネクターが同じプラットフォームで同じターゲットを共有することはできません。',
  token_storage_not_supported: 'このコネクターはトークンを保存できません。',
  email_connector: {
    bulk_deletion_no_filter:
      'メールテンプレートを削除するには言語またはテンプレートの種類が必要です。',
  },
};

export const verification_code = {
  phone_email_empty: '電話番号とメールアドレスがどちらも空です。',
  not_found: '認証コードが見つかりません。先に新しいコードを送信してください。',
  phone_mismatch: '電話番号がコードの送信先と一致しません。',
  email_mismatch: 'メールアドレスがコードの送信先と一致しません。',
  code_mismatch: '認証コードが間違っています。',
  expired: '認証コードの有効期限が切れました。新しいコードを送信してください。',
  exceed_max_try: '誤った試行が多すぎます。新しい認証コードを送信してください。',
};
