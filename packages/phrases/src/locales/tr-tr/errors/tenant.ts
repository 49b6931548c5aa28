export const tenant = {
  not_found: 'Kiracı mevcut değil.',
  only_default_tenant_in_oss:
    'Kendi sunucunuzda barındırılan sürümde yalnızca varsayılan kiracı desteklenir.',
};
