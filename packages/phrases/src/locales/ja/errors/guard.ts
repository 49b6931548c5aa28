import type { LocalePhrases } from '../../../types.ts';

export const guard: NonNullable<NonNullable<LocalePhrases['errors']>['guard']> = {
  invalid_input: 'リクエストの入力が無効です。',
  invalid_pagination: 'ページネーションのパラメーターが無効です。',
  can_not_get_tenant_id: 'このリクエストのテナントを特定できませんでした。',
  file_size_exceeded: 'ファイルが上限の {{limit}} バイトを超えています。',
  mime_type_not_allowed: '{{mimeType}} 形式のファイルは許可されていません。',
  not_allowed_for_admin_tenant: '管理テナントではこの操作は許可されていません。',
};
