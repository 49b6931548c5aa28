import type { LocalePhrases } from '../../../types.ts';

export const single_sign_on: NonNullable<NonNullable<LocalePhrases['errors']>['single_sign_on']> = {
  forbidden_domains: 'Não são permitidos domínios de e-mail públicos.',
  duplicated_domains: 'Existem domínios duplicados.',
  invalid_domain_format: 'Formato de domínio inválido.',
  duplicate_connector_name: 'O nome do conector já existe. Escolha outro nome.',
  idp_initiated_authentication_not_supported:
    'A autenticação iniciada pelo IdP só é suportada em conectores SAML.',
  idp_initiated_authentication_invalid_application_type:
    'Tipo de aplicação inválido. Só são permitidas aplicações {{type}}.',
  idp_initiated_authentication_redirect_uri_not_registered:
    'O URI de redirecionamento não está registado. Verifique as definições da aplicação.',
  idp_initiated_authentication_client_callback_uri_not_found:
    'O URI de retorno do cliente para a autenticação iniciada pelo IdP não foi encontrado. Verifique as definições do conector.',
  can_not_delete_active_signing_key: 'Uma chave de assinatura ativa não pode ser eliminada.',
  can_not_deactivate_signing_key_in_use:
    'A chave de assinatura está em uso e não pode ser desativada. Ative primeiro outra chave.',
  active_signing_key_required:
    'O conector precisa de uma chave de assinatura ativa para assinar pedidos.',
  sso_signing_unavailable: 'Não foi possível assinar o pedido SAML.',
};
