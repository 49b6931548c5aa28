export const tenant = {
  not_found: 'Тенант не существует.',
  only_default_tenant_in_oss:
    'В самостоятельно размещаемой редакции поддерживается только тенант по умолчанию.',
};
