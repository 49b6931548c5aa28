export const guard = {
  invalid_input: 'İstek girdisi geçersiz.',
  invalid_pagination: 'Sayfalama parametreleri geçersiz.',
  can_not_get_tenant_id: 'Bu isteğin kiracısı belirlenemedi.',
  file_size_exceeded: 'Dosya, {{limit}} baytlık sınırdan büyük.',
  mime_type_not_allowed: '{{mimeType}} türündeki dosyalara izin verilmiyor.',
  not_allowed_for_admin_tenant: 'Yönetici kiracısı için buna izin verilmiyor.',
};
