export const role = {
  name_in_use: 'O nome de função {{name}} já está em uso.',
  scope_exists: 'A permissão com ID {{scopeId}} já foi adicionada a esta função.',
  user_exists: 'O usuário com ID {{userId}} já foi adicionado a esta função.',
  application_exists: 'O aplicativo com ID {{applicationId}} já foi adicionado a esta função.',
  default_role_missing: 'Alguns dos nomes de funções padrão não existem.',
  management_api_scopes_not_assignable_to_user_role:
    'Permissões da API de gerenciamento não podem ser atribuídas a uma função de usuário.',
  internal_role_violation:
    'Você pode estar tentando alterar ou excluir uma função interna, o que não é permitido.',
};

export const scope = {
  name_exists: 'O nome da permissão já existe.',
  name_with_space: 'Um nome de permissão não pode conter espaços.',
};

export const resource = {
  resource_identifier_in_use: 'O identificador de API {{indicator}} já está em uso.',
  cannot_delete_management_api: 'A API de gerenciamento não pode ser excluída.',
  cannot_modify_management_api: 'A API de gerenciamento não pode ser modificada.',
};

export const application = {
  secret_name_exists: 'Já existe um segredo com este nome.',
  invalid_type: 'Este tipo de aplicativo não é permitido aqui.',
  invalid_role_type:
    'Este tipo de função não pode ser atribuído a um aplicativo máquina a máquina.',
  invalid_third_party_application_type:
    'Somente aplicativos web tradicionais, de página única e nativos podem ser marcados como aplicativos de terceiros.',
  third_party_application_only: 'O recurso está disponível apenas para aplicativos de terceiros.',
  third_party_application_cannot_enable_token_exchange:
    'A troca de tokens não pode ser ativada para aplicativos de terceiros.',
  user_consent_scopes_not_found: 'Alguns dos escopos de consentimento do usuário não existem.',
  consent_management_api_scopes_not_allowed:
    'Permissões da API de gerenciamento não podem ser solicitadas aos usuários.',
  device_flow_native_only:
    'O fluxo de dispositivo está disponível apenas para aplicativos nativos.',
  device_flow_not_changeable:
    'A configuração do fluxo de dispositivo não pode ser alterada após a criação.',
  protected_application_only: 'O recurso está disponível apenas para aplicativos protegidos.',
  no_legacy_secret_found: 'O aplicativo não tem um segredo legado para excluir.',
  saml: {
    use_saml_app_api:
      'Use a API de aplicativos SAML (`/api/saml-applications`) para aplicativos SAML.',
    saml_application_only: 'A API está disponível apenas para aplicativos SAML.',
    acs_url_binding_not_supported: 'Apenas a vinculação HTTP-POST é suportada para a URL de ACS.',
    acs_url_scheme_not_supported: 'A URL de ACS deve usar http ou https.',
    acs_url_required: 'A URL de ACS do provedor de serviços não está configurada.',
    entity_id_required: 'O ID de entidade do provedor de serviços não está configurado.',
    can_not_delete_active_secret: 'O certificado de assinatura ativo não pode ser excluído.',
    no_active_secret: 'O aplicativo SAML não tem nenhum certificado de assinatura ativo.',
    invalid_certificate_pem_format: 'O certificado não é um certificado PEM válido.',
    certificate_required: 'É necessário um certificado para criptografar as asserções.',
    invalid_saml_request: 'A solicitação de autenticação SAML é inválida.',
    auth_request_issuer_not_match:
      'O emissor da solicitação de autenticação não corresponde ao ID de entidade do aplicativo.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'A sessão de login SAML não foi encontrada nos cookies.',
    sp_initiated_saml_sso_session_not_found:
      'A sessão de login SAML não foi encontrada ou expirou.',
    state_mismatch: 'O estado da resposta de autorização não corresponde à sessão de login SAML.',
    missing_email_address: 'O usuário não tem endereço de e-mail, exigido pelo formato de NameID.',
    email_address_unverified: 'O endereço de e-mail do usuário não foi verificado.',
  },
};

export const log = {
  invalid_time_window: 'O intervalo de tempo é inválido: o início deve ser anterior ao fim.',
  invalid_type: 'O tipo de log é inválido.',
};
