export const role = {
  name_in_use: 'O nome de função {{name}} já está a ser utilizado.',
  scope_exists: 'A permissão com o ID {{scopeId}} já foi adicionada a esta função.',
  user_exists: 'O utilizador com o ID {{userId}} já foi adicionado a esta função.',
  application_exists: 'A aplicação com o ID {{applicationId}} já foi adicionada a esta função.',
  default_role_missing: 'Alguns dos nomes das funções predefinidas não existem.',
  management_api_scopes_not_assignable_to_user_role:
    'As permissões da API de gestão não podem ser atribuídas a uma função de utilizador.',
  internal_role_violation:
    'Pode estar a tentar alterar ou eliminar uma função interna, o que não é permitido.',
};

export const scope = {
  name_exists: 'O nome da permissão já existe.',
  name_with_space: 'Um nome de permissão não pode conter espaços.',
};

export const resource = {
  resource_identifier_in_use: 'O identificador de API {{indicator}} já está a ser utilizado.',
  cannot_delete_management_api: 'A API de gestão não pode ser eliminada.',
  cannot_modify_management_api: 'A API de gestão não pode ser modificada.',
};

export const application = {
  secret_name_exists: 'Já existe um segredo com este nome.',
  invalid_type: 'Este tipo de aplicação não é permitido aqui.',
  invalid_role_type:
    'Este tipo de função não pode ser atribuído a uma aplicação máquina a máquina.',
  invalid_third_party_application_type:
    'Só as aplicações web tradicionais, de página única e nativas podem ser marcadas como aplicações de terceiros.',
  third_party_application_only: 'A funcionalidade só está disponível para aplicações de terceiros.',
  third_party_application_cannot_enable_token_exchange:
    'A troca de tokens não pode ser ativada para aplicações de terceiros.',
  user_consent_scopes_not_found: 'Alguns dos âmbitos de consentimento do utilizador não existem.',
  consent_management_api_scopes_not_allowed:
    'As permissões da API de gestão não podem ser pedidas aos utilizadores.',
  device_flow_native_only: 'O fluxo de dispositivo só está disponível para aplicações nativas.',
  device_flow_not_changeable:
    'A definição do fluxo de dispositivo não pode ser alterada após a criação.',
  protected_application_only: 'A funcionalidade só está disponível para aplicações protegidas.',
  no_legacy_secret_found: 'A aplicação não tem nenhum segredo antigo para eliminar.',
  saml: {
    use_saml_app_api:
      'Utilize a API de aplicações SAML (`/api/saml-applications`) para aplicações SAML.',
    saml_application_only: 'A API só está disponível para aplicações SAML.',
    acs_url_binding_not_supported: 'Só é suportada a ligação HTTP-POST para o URL de ACS.',
    acs_url_scheme_not_supported: 'O URL de ACS tem de usar http ou https.',
    acs_url_required: 'O URL de ACS do fornecedor de serviços não está configurado.',
    entity_id_required: 'O ID de entidade do fornecedor de serviços não está configurado.',
    can_not_delete_active_secret: 'O certificado de assinatura ativo não pode ser eliminado.',
    no_active_secret: 'A aplicação SAML não tem nenhum certificado de assinatura ativo.',
    invalid_certificate_pem_format: 'O certificado não é um certificado PEM válido.',
    certificate_required: 'É necessário um certificado para cifrar as asserções.',
    invalid_saml_request: 'O pedido de autenticação SAML é inválido.',
    auth_request_issuer_not_match:
      'O emissor do pedido de autenticação não corresponde ao ID de entidade da aplicação.',
    sp_initiated_saml_sso_session_not_found_in_cookies:
      'A sessão de início de sessão SAML não foi encontrada nos cookies.',
    sp_initiated_saml_sso_session_not_found:
      'A sessão de início de sessão SAML não foi encontrada ou expirou.',
    state_mismatch:
      'O estado da resposta de autorização não corresponde à sessão de início de sessão SAML.',
    missing_email_address:
      'O utilizador não tem endereço de e-mail, exigido pelo formato de NameID.',
    email_address_unverified: 'O endereço de e-mail do utilizador não está verificado.',
  },
};

export const log = {
  invalid_time_window: 'O intervalo de tempo é inválido: o início tem de ser anterior ao fim.',
  invalid_type: 'O tipo de registo é inválido.',
};
