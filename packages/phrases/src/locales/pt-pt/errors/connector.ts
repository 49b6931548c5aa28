export const connector = {
  authorization_failed: 'O fornecedor não autorizou o início de sessão.',
  social_auth_code_invalid:
    'O fornecedor recusou o código de autorização. Inicie sessão novamente.',
  social_invalid_access_token: 'O fornecedor recusou o token de acesso.',
  social_invalid_id_token: 'O token de ID do fornecedor não é válido.',
  general: 'O conector falhou: {{message}}',
  not_found: 'Não foi encontrado nenhum conector {{type}} ativado.',
  not_found_with_connector_id: 'Não existe nenhuma fábrica de conectores com o ID {{connectorId}}.',
  not_implemented: 'O conector ainda não consegue fazer isto.',
  invalid_metadata: 'Os metadados do conector são inválidos.',
  invalid_config_guard: 'A configuração do conector é inválida.',
  invalid_config: 'A configuração do conector está incompleta ou errada.',
  unexpected_type: 'Este tipo de conector não pode ser utilizado aqui.',
  invalid_request_parameters: 'O pedido ao conector tem parâmetros errados.',
  insufficient_request_parameters: 'Faltam parâmetros no pedido ao conector.',
  invalid_response: 'O fornecedor do conector respondeu com um erro.',
  template_not_found: 'Não foi encontrado nenhum modelo de mensagem para esta finalidade.',
  rate_limit_exceeded: 'Foram enviadas demasiadas mensagens. Tente novamente mais tarde.',
  multiple_instances_not_supported: 'Este conector só pode ser adicionado uma vez.',
  invalid_type_for_syncing_profile:
    'Apenas os conectores sociais podem sincronizar perfis de utilizador.',
  should_specify_target: 'Um conector padrão precisa de um destino nos seus metadados.',
  cannot_overwrite_metadata_for_non_standard_connector:
    'Os metadados de um conector não padrão não podem ser substituídos.',
  multiple_target_with_same_platform:
    'Dois conectores sociais não podem partilhar um destino na mesma plataforma.',
  token_storage_not_supported: 'Este conector não pode guardar tokens.',
  email_connector: {
    bulk_deletion_no_filter: 'Eliminar modelos de e-mail exige um idioma ou um tipo de modelo.',
  },
};

export const verification_code = {
  phone_email_empty: 'O número de telemóvel e o endereço de e-mail estão ambos vazios.',
  not_found: 'Não foi encontrado nenhum código de verificação. Envie primeiro um novo.',
  phone_mismatch: 'O número de telemóvel não corresponde àquele para onde o código foi enviado.',
  email_mismatch: 'O endereço de e-mail não corresponde àquele para onde o código foi enviado.',
  code_mismatch: 'O código de verificação está errado.',
  expired: 'O código de verificação expirou. Envie um novo.',
  exceed_max_try: 'Demasiadas tentativas erradas. Envie um novo código de verificação.',
};
