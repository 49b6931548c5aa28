export const guard = {
  invalid_input: 'A entrada da solicitação é inválida.',
  invalid_pagination: 'Os parâmetros de paginação são inválidos.',
  can_not_get_tenant_id: 'Não foi possível determinar o locatário desta solicitação.',
  file_size_exceeded: 'O arquivo excede o limite de {{limit}} bytes.',
  mime_type_not_allowed: 'Arquivos do tipo {{mimeType}} não são permitidos.',
  not_allowed_for_admin_tenant: 'Isso não é permitido para o locatário de administração.',
};
