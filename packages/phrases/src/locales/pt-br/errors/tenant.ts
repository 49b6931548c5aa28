export const tenant = {
  not_found: 'O locatário não existe.',
  only_default_tenant_in_oss:
    'Somente o locatário padrão é compatível com a edição auto-hospedada.',
};
