import { sessionMfa } from './session-mfa.ts';

export const session = {
  verification_failed: 'A verificação não foi concluída. Tente novamente.',
  connector_id_mismatch: 'O conector não corresponde ao que iniciou esta verificação.',
  identity_conflict: 'A conta já está associada a outra identidade deste fornecedor.',
  not_found:
    'A sessão de autenticação não foi encontrada. Volte atrás e inicie sessão novamente desde o início.',
  invalid_credentials: 'A conta ou a palavra-passe não estão corretas.',
  registration_disabled:
    'O registo está encerrado. Peça a um administrador que crie uma conta para si.',
  sign_in_disabled: 'O início de sessão ainda não está disponível. Crie primeiro uma conta.',
  invalid_interaction_type: 'Esta ação não é permitida no passo atual.',
  identifier_not_found:
    'O identificador do utilizador não foi encontrado. Volte atrás e inicie sessão novamente.',
  verification_session_not_found: 'A verificação não foi encontrada. Tente novamente.',
  forgot_password_not_enabled: 'A reposição de palavras-passe não está ativada.',
  insufficient_info: 'Faltam algumas informações.',
  interaction_not_found:
    'A sessão de autenticação não foi encontrada. Volte atrás e inicie sessão novamente desde o início.',
  verification_blocked_too_many_attempts:
    'Demasiadas tentativas falhadas para esta conta. Aguarde um pouco e tente novamente.',
  not_supported_for_forgot_password: 'Isto não está disponível ao redefinir uma palavra-passe.',
  captcha_required: 'Conclua o captcha.',
  captcha_failed: 'Não foi possível verificar o captcha. Tente novamente.',
  sso_enabled:
    'Este endereço de e-mail inicia sessão com início de sessão único. Continue com o fornecedor de identidade da sua organização.',
  mfa: sessionMfa,
};
