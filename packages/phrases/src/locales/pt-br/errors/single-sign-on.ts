import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'Domínios de e-mail públicos não são permitidos.',
  duplicated_domains: 'Há domínios duplicados.',
  invalid_domain_format: 'Formato de domínio inválido.',
  duplicate_connector_name: 'O nome do conector já existe. Escolha outro nome.',
  idp_initiated_authentication_not_supported:
    'A autenticação iniciada pelo IdP só é compatível com conectores SAML.',
  idp_initiated_authentication_invalid_application_type:
    'Tipo de aplicativo inválido. Apenas aplicativos {{type}} são permitidos.',
  idp_initiated_authentication_redirect_uri_not_registered:
    'O URI de redirecionamento não está registrado. Verifique as configurações do aplicativo.',
  idp_initiated_authentication_client_callback_uri_not_found:
    'O URI de retorno do cliente para autenticação iniciada pelo IdP não foi encontrado. Verifique as configurações do conector.',
  can_not_delete_active_signing_key: 'Uma chave de assinatura ativa não pode ser excluída.',
  can_not_deactivate_signing_key_in_use:
    'A chave de assinatura está em uso e não pode ser desativada. Ative outra chave primeiro.',
  active_signing_key_required:
    'O conector precisa de uma chave de assinatura ativa para assinar solicitações.',
  sso_signing_unavailable: 'Não foi possível assinar a solicitação SAML.',
};
