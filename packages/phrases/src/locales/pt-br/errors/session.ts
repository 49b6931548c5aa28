import { sessionMfa } from './session-mfa.ts';

export const session = {
  verification_failed: 'A verificação não foi concluída. Tente novamente.',
  connector_id_mismatch: 'O conector não corresponde ao que iniciou esta verificação.',
  identity_conflict: 'A conta já está vinculada a outra identidade deste provedor.',
  not_found: 'A sessão de login não foi encontrada. Volte e comece o login novamente.',
  invalid_credentials: 'A conta ou a senha não está correta.',
  registration_disabled:
    'O cadastro está fechado. Peça a um administrador que crie uma conta para você.',
  sign_in_disabled: 'O login ainda não está disponível. Crie uma conta primeiro.',
  invalid_interaction_type: 'Esta ação não é permitida na etapa atual.',
  identifier_not_found: 'O identificador do usuário não foi encontrado. Volte e entre novamente.',
  verification_session_not_found: 'A verificação não foi encontrada. Tente novamente.',
  forgot_password_not_enabled: 'A redefinição de senha não está ativada.',
  insufficient_info: 'Faltam algumas informações.',
  interaction_not_found: 'A sessão de login não foi encontrada. Volte e comece o login novamente.',
  verification_blocked_too_many_attempts:
    'Muitas tentativas malsucedidas para esta conta. Aguarde um pouco e tente novamente.',
  not_supported_for_forgot_password: 'Isso não está disponível ao redefinir uma senha.',
  captcha_required: 'Conclua o captcha.',
  captcha_failed: 'Não foi possível verificar o captcha. Tente novamente.',
  sso_enabled:
    'Este endereço de e-mail entra com logon único. Continue com o provedor de identidade da sua organização.',
  mfa: sessionMfa,
};
