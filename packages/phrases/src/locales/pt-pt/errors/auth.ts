export const auth = {
  authorization_header_missing: 'Falta o cabeçalho Authorization.',
  authorization_token_type_not_supported:
    'O tipo de autorização não é suportado; utilize um token Bearer.',
  unauthorized: 'Não autorizado. Verifique as suas credenciais e o respetivo âmbito.',
  forbidden: 'Proibido. Verifique as suas funções e permissões.',
  expected_role_not_found:
    'Não foi encontrada uma função esperada. Verifique as suas funções e permissões.',
  jwt_sub_missing: 'O token não tem a declaração `sub`.',
  third_party_application_forbidden: 'As aplicações de terceiros não podem fazer isto.',
  require_re_authentication: 'Inicie sessão novamente para continuar.',
  exceed_token_limit: 'Foi atingido o limite de tokens deste inquilino.',
};
