import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const user: Errors['user'] = {
  username_already_in_use: '該使用者名稱已被使用。',
  email_already_in_use: '該電子郵件地址已被使用。',
  phone_already_in_use: '該電話號碼已被使用。',
  invalid_email: '電子郵件地址無效。',
  invalid_phone: '電話號碼無效。',
  user_not_exist: '該使用者不存在。',
  suspended: '該帳號已被停用。',
  cannot_delete_self: '你不能刪除自己。',
  same_password: '新密碼不能與目前密碼相同。',
  username_too_long: '使用者名稱長度不能超過 {{maxLength}} 個字元。',
  sign_in_method_not_enabled: '未啟用此登入方式。',
  sign_up_method_not_enabled: '未啟用此註冊方式。',
  username_required: '使用者名稱為必填項。',
  password_and_digest: '不能同時設定明文密碼和密碼摘要。',
  password_algorithm_required: '設定密碼摘要時必須同時指定密碼演算法。',
  identity_not_exist: '該社群身分尚未註冊。',
  invalid_role_type: '此類型的角色不能分配給使用者。',
};
