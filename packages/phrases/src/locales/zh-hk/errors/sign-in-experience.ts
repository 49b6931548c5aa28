import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found: '尚未設定 {{type}} 連接器。使用此方式前請先新增一個。',
  passwordless_requires_verify: '無密碼註冊需要驗證電郵地址或電話號碼。',
  code_sign_in_must_be_enabled: '僅以驗證碼建立的帳戶，需要為同一識別碼啟用驗證碼登入。',
  unsupported_default_language:
    '語言 {{language}} 既非內置語言，也沒有自訂字句。請先為其新增字句。',
  at_least_one_authentication_factor: '每種登入方式都需要密碼、驗證碼或兩者兼備。',
  backup_code_cannot_be_enabled_alone: '備用碼不能作為唯一的多重要素驗證方式。',
  duplicated_mfa_factors: '每種多重要素驗證方式只能列出一次。',
  email_verification_code_cannot_be_used_for_mfa:
    '啟用電郵驗證碼登入時，電郵驗證碼不能作為第二要素。',
  phone_verification_code_cannot_be_used_for_mfa:
    '啟用電話驗證碼登入時，短訊驗證碼不能作為第二要素。',
  email_verification_code_cannot_be_used_for_sign_in:
    '電郵驗證碼作為第二要素時，無法啟用電郵驗證碼登入。',
  phone_verification_code_cannot_be_used_for_sign_in:
    '短訊驗證碼作為第二要素時，無法啟用電話驗證碼登入。',
  duplicated_sign_up_identifiers: '每個註冊識別碼只能列出一次。',
  missing_sign_up_identifiers: '新增次要識別碼前，請先選擇主要註冊識別碼。',
  invalid_custom_email_blocklist_format:
    '以下封鎖清單項目既不是電郵地址也不是網域（例如 @example.com）：{{items}}。',
  forgot_password_method_requires_connector: '此重設密碼方式需要一個能傳送其驗證碼的連接器。',
  username_policy_case_conflicts_exist:
    '有 {{count}} 個用戶名稱只有大小寫不同。請先處理後再將用戶名稱設為不區分大小寫。',
  adaptive_mfa_requires_mfa: '自適應多重要素驗證至少需要一種多重要素驗證方式。',
  password_expiration_requires_forgot_password:
    '密碼過期需要一種重設密碼的方式（透過電郵或短訊驗證碼）。',
  password_expiration_invalid_period_days: '密碼有效期必須是 1 至 {{max}} 之間的整數日數。',
  username_requires_password: '以用戶名稱註冊需要設定密碼。',
  miss_sign_up_identifier_in_sign_in:
    '以 {{identifier}} 註冊的人亦必須能用它登入。請將其新增為登入方式。',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language: '無法刪除登入體驗的後備語言。請先選擇其他後備語言。',
  invalid_translation_structure: '字句中包含登入頁面沒有的鍵，或在需要文字的位置使用了分組。',
};
