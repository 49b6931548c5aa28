import type { LocalePhrases } from '../../../types.ts';

export const role: NonNullable<NonNullable<LocalePhrases['errors']>['role']> = {
  name_in_use: 'ロール名 {{name}} はすでに使用されています。',
  scope_exists: 'ID が {{scopeId}} の権限は、すでにこのロールに追加されています。',
  user_exists: 'ID が {{userId}} のユーザーは、すでにこのロールに追加されています。',
  application_exists:
    'ID が {{applicationId}} のアプリケーションは、すでにこのロールに追加されています。',
  default_role_missing: 'デフォルトのロール名の一部が存在しません。',
  management_api_scopes_not_assignable_to_user_role:
    '管理 API の権限はユーザーロールに割り当てることができません。',
  internal_role_violation:
    '内部ロールを変更または削除しようとしている可能性があります。この操作は許可されていません。',
};

export const scope: NonNullable<NonNullable<LocalePhrases['errors']>['scope']> = {
  name_exists: 'この権限名はすでに存在します。',
  name_with_space: '権限名にスペースを含めることはできません。',
};

export const resource: NonNullable<NonNullable<LocalePhrases['errors']>['resource']> = {
  resource_identifier_in_use: 'API 識別子 {{indicator}} はすでに使用されています。',
  cannot_delete_management_api: '管理 API は削除できません。',
  cannot_modify_management_api: '管理 API は変更できません。',
};

export const application: NonNullable<NonNullable<LocalePhrases['errors']>['application']> = {
  secret_name_exists: 'この名前のシークレットはすでに存在します。',
  invalid_type: 'このアプリケーションタイプはここでは使用できません。',
  invalid_role_type: 'この種類のロールはマシン間アプリケーションに割り当てることができません。',
  invalid_third_party_application_type:
    'サードパーティアプリとして指定できるのは、従来型 Web、シングルページ、ネイティブのアプリケーションのみです。',
  third_party_application_only: 'この機能はサードパーティアプリケーションでのみ利用できます。',
  third_party_application_cannot_enable_token_exchange:
    'サードパーティアプリケーションではトークンエクスチェンジを有効にできません。',
  user_consent_scopes_not_found: 'ユーザー同意スコープの一部が存在しません。',
  consent_management_api_scopes_not_allowed:
    '管理 API の権限をユーザーに要求することはできません。',
  device_flow_native_only: 'デバイスフローはネイティブアプリケーションでのみ利用できます。',
  device_flow_not_changeable: 'デバイスフローの設定は作成後に変更できません。',
  protected_application_only: 'この機能は保護されたアプリケーションでのみ利用できます。',
  no_legacy_secret_found: 'このアプリケーションには削除できるレガシーシークレットがありません。',
  saml: {
    use_saml_app_api:
      'SAML アプリには SAML アプリケーション API (`/api/saml-applications`) を使用してください。',
    saml_application_only: 'この API は SAML アプリケーションでのみ利用できます。',
    acs_url_binding_not_supported:
      'ACS URL では HTTP-POST バインディングのみがサポートされています。',
    acs_url_scheme_not_supported: 'ACS URL には http または https を使用する必要があります。',
    acs_url_required: 'サービスプロバイダーの ACS URL が設定されていません。',
    entity_id_required: 'サービスプロバイダーのエンティティ ID が設定されていません。',
    can_not_delete_active_secret: '有効な署名証明書は削除できません。',
    no_active_secret: 'SAML アプリケーションに有効な署名証明書がありません。',
    invalid_certificate_pem_format: '証明書が有効な PEM 証明書ではありません。',
    certificate_required: 'アサーションを暗号化するには証明書が必要です。',
    invalid_saml_request: 'SAML 認証リクエストが無効です。',
    auth_request_issuer_not_match:
      '認証リクエストの発行者がアプリケーションのエンティティ ID と一致しません。',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'Cookie に SAML サインインセッションが見つかりません。',
    sp_initiated_saml_sso_session_not_found:
      'SAML サインインセッションが見つからないか、期限切れです。',
    state_mismatch: '認可レスポンスの state が SAML サインインセッションと一致しません。',
    missing_email_address:
      'ユーザーにメールアドレスがありませんが、NameID 形式ではメールアドレスが必要です。',
    email_address_unverified: 'ユーザーのメールアドレスが確認されていません。',
  },
};

export const log: NonNullable<NonNullable<LocalePhrases['errors']>['log']> = {
  invalid_time_window: '期間が無効です。開始は終了より前である必要があります。',
  invalid_type: 'ログの種類が無効です。',
};
