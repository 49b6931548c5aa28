export const guard = {
  invalid_input: 'A entrada do pedido é inválida.',
  invalid_pagination: 'Os parâmetros de paginação são inválidos.',
  can_not_get_tenant_id: 'Não foi possível determinar o inquilino deste pedido.',
  file_size_exceeded: 'O ficheiro excede o limite de {{limit}} bytes.',
  mime_type_not_allowed: 'Não são permitidos ficheiros do tipo {{mimeType}}.',
  not_allowed_for_admin_tenant: 'Isto não é permitido para o inquilino de administração.',
};
