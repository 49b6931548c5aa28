import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const oidc: Errors['oidc'] = {
  aborted: '終端用戶中止了互動。',
  invalid_scope: '不支援權限範圍 {{scope}}。',
  invalid_scope_plural: '不支援權限範圍 {{scopes}}。',
  invalid_token: '令牌無效。',
  invalid_client_metadata: '客戶端元數據無效。',
  insufficient_scope: '令牌缺少權限範圍 {{scopes}}。',
  invalid_request: '請求無效。',
  invalid_grant: '授權請求無效。',
  invalid_issuer: '簽發者無效。',
  invalid_redirect_uri: 'redirect_uri 與任何已註冊的重新導向 URI 都不相符。',
  invalid_target: '請求的資源指標無效。',
  access_denied: '存取被拒絕。',
  unsupported_grant_type: '不支援該授權類型。',
  unsupported_response_mode: '不支援該回應模式。',
  unsupported_response_type: '不支援該回應類型。',
  invalid_client: '客戶端認證失敗。',
  unauthorized_client: '該客戶端無權使用此授權類型。',
  login_required: '終端用戶必須登入。',
  consent_required: '終端用戶必須同意授權。',
  interaction_required: '終端用戶必須在登入頁面上進行互動。',
  server_error: '伺服器出現問題。',
  provider_error: 'OIDC 內部錯誤：{{message}}。',
  provider_error_fallback: '發生 OIDC 錯誤：{{code}}。',
  key_required: '至少需要一個密鑰。',
  key_not_found: '找不到 ID 為 {{id}} 的密鑰。',
  session_not_found: '找不到會話。',
  invalid_session_account_id: '會話帳戶 ID 無效。',
};
