import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found: '尚未設定 {{type}} 連接器。使用此方式前請先新增一個。',
  passwordless_requires_verify: '無密碼註冊需要驗證電子郵件地址或手機號碼。',
  code_sign_in_must_be_enabled: '僅以驗證碼建立的帳號，需要為同一識別碼啟用驗證碼登入。',
  unsupported_default_language:
    '語言 {{language}} 既非內建語言，也沒有自訂詞句。請先為其新增詞句。',
  at_least_one_authentication_factor: '每種登入方式都需要密碼、驗證碼或兩者兼具。',
  backup_code_cannot_be_enabled_alone: '備用碼不能作為唯一的多重要素驗證方式。',
  duplicated_mfa_factors: '每種多重要素驗證方式只能列出一次。',
  email_verification_code_cannot_be_used_for_mfa:
    '啟用電子郵件驗證碼登入時，電子郵件驗證碼不能作為第二要素。',
  phone_verification_code_cannot_be_used_for_mfa:
    '啟用手機驗證碼登入時，簡訊驗證碼不能作為第二要素。',
  email_verification_code_cannot_be_used_for_sign_in:
    '電子郵件驗證碼作為第二要素時，無法啟用電子郵件驗證碼登入。',
  phone_verification_code_cannot_be_used_for_sign_in:
    '簡訊驗證碼作為第二要素時，無法啟用手機驗證碼登入。',
  duplicated_sign_up_identifiers: '每個註冊識別碼只能列出一次。',
  missing_sign_up_identifiers: '新增次要識別碼前，請先選擇主要註冊識別碼。',
  invalid_custom_email_blocklist_format:
    '以下封鎖清單項目既不是電子郵件地址也不是網域（例如 @example.com）：{{items}}。',
  forgot_password_method_requires_connector: '此重設密碼方式需要一個能傳送其驗證碼的連接器。',
  username_policy_case_conflicts_exist:
    '有 {{count}} 個使用者名稱只有大小寫不同。請先處理後再將使用者名稱設為不區分大小寫。',
  adaptive_mfa_requires_mfa: '自適應多重要素驗證至少需要一種多重要素驗證方式。',
  password_expiration_requires_forgot_password:
    '密碼過期需要一種重設密碼的方式（透過電子郵件或簡訊驗證碼）。',
  password_expiration_invalid_period_days: '密碼有效期限必須是 1 到 {{max}} 之間的整數天數。',
  username_requires_password: '以使用者名稱註冊需要設定密碼。',
  miss_sign_up_identifier_in_sign_in:
    '以 {{identifier}} 註冊的人也必須能用它登入。請將其新增為登入方式。',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language: '無法刪除登入體驗的備用語言。請先選擇其他備用語言。',
  invalid_translation_structure: '詞句中包含登入頁面沒有的鍵，或在需要文字的位置使用了群組。',
};
