export const auth = {
  authorization_header_missing: 'O cabeçalho Authorization está ausente.',
  authorization_token_type_not_supported:
    'O tipo de autorização não é compatível; use um token Bearer.',
  unauthorized: 'Não autorizado. Verifique suas credenciais e o escopo delas.',
  forbidden: 'Proibido. Verifique suas funções e permissões.',
  expected_role_not_found:
    'Uma função esperada não foi encontrada. Verifique suas funções e permissões.',
  jwt_sub_missing: 'O token não tem a declaração `sub`.',
  third_party_application_forbidden: 'Aplicativos de terceiros não podem fazer isso.',
  require_re_authentication: 'Entre novamente para continuar.',
  exceed_token_limit: 'O limite de tokens deste locatário foi atingido.',
};
