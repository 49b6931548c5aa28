import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const session: Errors['session'] = {
  not_found: '找不到登入工作階段。請返回並重新開始登入。',
  invalid_credentials: '帳號或密碼不正確。',
  registration_disabled: '註冊已關閉。請聯絡管理員為你建立帳號。',
  sign_in_disabled: '尚無法登入。請先建立帳號。',
  invalid_interaction_type: '目前步驟不允許此操作。',
  identifier_not_found: '找不到使用者識別碼。請返回並重新登入。',
  verification_session_not_found: '找不到驗證記錄。請重試。',
  forgot_password_not_enabled: '未啟用密碼重設功能。',
  insufficient_info: '缺少部分資訊。',
  interaction_not_found: '找不到登入工作階段。請返回並重新開始登入。',
  verification_blocked_too_many_attempts: '此帳戶的失敗嘗試次數過多。請稍候片刻再試。',
};
