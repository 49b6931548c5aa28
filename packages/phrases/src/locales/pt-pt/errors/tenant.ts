export const tenant = {
  not_found: 'O inquilino não existe.',
  only_default_tenant_in_oss: 'Na edição auto-alojada, só é suportado o inquilino predefinido.',
};
