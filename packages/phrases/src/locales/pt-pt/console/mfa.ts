import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Autenticação multifator',
  subtitle: 'Peça uma segunda prova de identidade após a palavra-passe ou o código.',
  load_error: 'Não foi possível carregar as definições de MFA. Tente novamente mais tarde.',
  factors_title: 'Fatores',
  factors_description:
    'Os segundos fatores que os utilizadores podem configurar e usar para iniciar sessão.',
  factors: {
    Totp: 'Aplicação de autenticação (TOTP)',
    WebAuthn: 'Chaves de acesso (WebAuthn)',
    BackupCode: 'Códigos de recuperação',
    EmailVerificationCode: 'Código de verificação por e-mail',
    PhoneVerificationCode: 'Código de verificação por SMS',
  },
  factor_descriptions: {
    Totp: 'Códigos de utilização única de uma aplicação como o Google Authenticator.',
    WebAuthn: 'Chaves de segurança, impressão digital ou reconhecimento facial do dispositivo.',
    BackupCode: 'Dez códigos de utilização única, para quando os outros fatores não estão à mão.',
    EmailVerificationCode:
      'Um código enviado para o e-mail do utilizador (requer um conector de e-mail).',
    PhoneVerificationCode:
      'Um código enviado para o telemóvel do utilizador (requer um conector de SMS).',
  },
  backup_code_alone: 'Os códigos de recuperação exigem pelo menos outro fator.',
  policy_title: 'Política',
  policy_description: 'Se os utilizadores têm de configurar um fator e quando isso lhes é pedido.',
  policy: {
    UserControlled: 'Opcional: os utilizadores configuram-no na própria conta',
    Mandatory: 'Obrigatório: cada utilizador configura um fator no próximo início de sessão',
    PromptOnlyAtSignIn: 'Sugerir ao iniciar sessão, os utilizadores podem ignorar',
    PromptAtSignInAndSignUp:
      'Sugerir no registo e ao iniciar sessão, os utilizadores podem ignorar',
    NoPrompt: 'Nunca perguntar: os utilizadores configuram-no na própria conta',
    PromptAtSignInAndSignUpMandatory: 'Exigir no registo e ao iniciar sessão',
    PromptOnlyAtSignInMandatory: 'Exigir apenas ao iniciar sessão',
  },
  passkey_title: 'Início de sessão com chave de acesso',
  passkey_enabled: 'Iniciar sessão com uma chave de acesso',
  passkey_enabled_description:
    'Os utilizadores podem iniciar sessão com uma chave de acesso em vez de um identificador.',
  passkey_button: 'Mostrar um botão «Iniciar sessão com chave de acesso»',
  passkey_autofill: 'Propor chaves de acesso no preenchimento automático do browser',
  labels: {
    factors: 'Fatores',
    policy: 'Política',
  },
};
