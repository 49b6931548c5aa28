import type { LocalePhrases } from '../../../types.ts';
import { sessionMfa } from './session-mfa.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const session: Errors['session'] = {
  verification_failed: '驗證未成功，請重試。',
  connector_id_mismatch: '連接器與發起此驗證的連接器不一致。',
  identity_conflict: '該帳戶已連結此提供者的另一個身分。',
  not_found: '找不到登入會話。請返回並重新開始登入。',
  invalid_credentials: '帳戶或密碼不正確。',
  registration_disabled: '註冊已關閉。請聯絡管理員為你建立帳戶。',
  sign_in_disabled: '尚無法登入。請先建立帳戶。',
  invalid_interaction_type: '目前步驟不允許此操作。',
  identifier_not_found: '找不到用戶識別碼。請返回並重新登入。',
  verification_session_not_found: '找不到驗證記錄。請重試。',
  forgot_password_not_enabled: '未啟用密碼重設功能。',
  insufficient_info: '缺少部分資料。',
  interaction_not_found: '找不到登入會話。請返回並重新開始登入。',
  verification_blocked_too_many_attempts: '此帳戶的失敗嘗試次數過多。請稍候片刻再試。',
  not_supported_for_forgot_password: '重設密碼時無法使用此功能。',
  captcha_required: '請完成人機驗證。',
  captcha_failed: '人機驗證未通過，請重試。',
  sso_enabled: '此電郵地址需透過單一登入登入，請使用你所屬組織的身分提供者繼續。',
  mfa: sessionMfa,
};
