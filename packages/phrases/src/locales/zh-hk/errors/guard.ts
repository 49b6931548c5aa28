import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const guard: Errors['guard'] = {
  invalid_input: '請求輸入無效。',
  invalid_pagination: '分頁參數無效。',
  can_not_get_tenant_id: '無法確定此請求所屬的租戶。',
  file_size_exceeded: '檔案大小超過了 {{limit}} 字節的上限。',
  mime_type_not_allowed: '不允許上載 {{mimeType}} 類型的檔案。',
  not_allowed_for_admin_tenant: '管理租戶不允許執行此操作。',
};
