import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const auth: Errors['auth'] = {
  authorization_header_missing: '缺少 Authorization 請求標頭。',
  authorization_token_type_not_supported: '不支援該授權方式，請使用 Bearer 權杖。',
  unauthorized: '未授權。請檢查你的認證資訊及其權限範圍。',
  forbidden: '禁止存取。請檢查你的角色和權限。',
  expected_role_not_found: '找不到所需的角色。請檢查你的角色和權限。',
  jwt_sub_missing: '權杖中缺少 `sub` 宣告。',
  third_party_application_forbidden: '第三方應用程式不允許執行此操作。',
  require_re_authentication: '請重新登入以繼續。',
  exceed_token_limit: '此租戶已達到權杖數量上限。',
};
