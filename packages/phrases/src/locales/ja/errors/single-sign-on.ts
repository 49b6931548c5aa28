import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: '公開メールドメインは使用できません。',
  duplicated_domains: '重複したドメインがあります。',
  invalid_domain_format: 'ドメインの形式が無効です。',
  duplicate_connector_name: 'このコネクター名はすでに存在します。別の名前を選んでください。',
  idp_initiated_authentication_not_supported:
    'IdP起点の認証はSAMLコネクターでのみサポートされます。',
  idp_initiated_authentication_invalid_application_type:
    'アプリケーションの種類が無効です。{{type}} アプリケーションのみ使用できます。',
  idp_initiated_authentication_redirect_uri_not_registered:
    'リダイレクトURIが登録されていません。アプリケーションの設定を確認してください。',
  idp_initiated_authentication_client_callback_uri_not_found:
    'IdP起点認証のクライアントコールバックURIが見つかりません。コネクターの設定を確認してください。',
  can_not_delete_active_signing_key: '有効な署名鍵は削除できません。',
  can_not_deactivate_signing_key_in_use:
    'この署名鍵は使用中のため無効にできません。先に別の鍵を有効にしてください。',
  active_signing_key_required: 'リクエストに署名するには、コネクターに有効な署名鍵が必要です。',
  sso_signing_unavailable: 'SAMLリクエストに署名できませんでした。',
};
