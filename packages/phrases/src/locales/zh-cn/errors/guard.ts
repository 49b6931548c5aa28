import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const guard: Errors['guard'] = {
  invalid_input: '请求输入无效。',
  invalid_pagination: '分页参数无效。',
  can_not_get_tenant_id: '无法确定此请求所属的租户。',
  file_size_exceeded: '文件大小超过了 {{limit}} 字节的上限。',
  mime_type_not_allowed: '不允许上传 {{mimeType}} 类型的文件。',
  not_allowed_for_admin_tenant: '管理租户不允许执行此操作。',
};
