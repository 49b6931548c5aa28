export const connector = {
  authorization_failed: 'O provedor não autorizou o login.',
  social_auth_code_invalid: 'O provedor recusou o código de autorização. Faça login novamente.',
  social_invalid_access_token: 'O provedor recusou o token de acesso.',
  social_invalid_id_token: 'O token de ID do provedor não é válido.',
  general: 'O conector falhou: {{message}}',
  not_found: 'Nenhum conector {{type}} ativado foi encontrado.',
  not_found_with_connector_id: 'Não há nenhuma fábrica de conectores com o ID {{connectorId}}.',
  not_implemented: 'O conector ainda não consegue fazer isso.',
  invalid_metadata: 'Os metadados do conector são inválidos.',
  invalid_config_guard: 'A configuração do conector é inválida.',
  invalid_config: 'A configuração do conector está incompleta ou errada.',
  unexpected_type: 'Este tipo de conector não pode ser usado aqui.',
  invalid_request_parameters: 'A solicitação ao conector tem parâmetros errados.',
  insufficient_request_parameters: 'Faltam parâmetros na solicitação ao conector.',
  invalid_response: 'O provedor do conector respondeu com um erro.',
  template_not_found: 'Nenhum modelo de mensagem foi encontrado para esta finalidade.',
  rate_limit_exceeded: 'Mensagens demais foram enviadas. Tente novamente mais tarde.',
  multiple_instances_not_supported: 'Este conector só pode ser adicionado uma vez.',
  invalid_type_for_syncing_profile:
    'Apenas conectores sociais podem sincronizar perfis de usuário.',
  should_specify_target: 'Um conector padrão precisa de um destino em seus metadados.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'Os metadados de um conector não padrão não podem ser sobrescritos.',
  multiple_target_with_same_platform:
    'Dois conectores sociais não podem compartilhar um destino na mesma plataforma.',
  token_storage_not_supported: 'Este conector não pode armazenar tokens.',
  email_connector: {
    bulk_deletion_no_filter: 'Excluir modelos de e-mail exige um idioma ou um tipo de modelo.',
  },
};

export const verification_code = {
  phone_email_empty: 'O número de telefone e o endereço de e-mail estão vazios.',
  not_found: 'Nenhum código de verificação foi encontrado. Envie um novo primeiro.',
  phone_mismatch: 'O número de telefone não corresponde àquele para o qual o código foi enviado.',
  email_mismatch: 'O endereço de e-mail não corresponde àquele para o qual o código foi enviado.',
  code_mismatch: 'O código de verificação está errado.',
  expired: 'O código de verificação expirou. Envie um novo.',
  exceed_max_try: 'Tentativas erradas demais. Envie um novo código de verificação.',
};
