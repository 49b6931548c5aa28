import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Autenticação multifator',
  subtitle: 'Peça uma segunda prova de identidade após a senha ou o código.',
  load_error: 'Não foi possível carregar as configurações de MFA. Tente novamente mais tarde.',
  factors_title: 'Fatores',
  factors_description:
    'Os segundos fatores que os usuários podem configurar e usar para fazer login.',
  factors: {
    Totp: 'App autenticador (TOTP)',
    WebAuthn: 'Chaves de acesso (WebAuthn)',
    BackupCode: 'Códigos de backup',
    EmailVerificationCode: 'Código de verificação por e-mail',
    PhoneVerificationCode: 'Código de verificação por SMS',
  },
  factor_descriptions: {
    Totp: 'Códigos de uso único de um app como o Google Authenticator.',
    WebAuthn: 'Chaves de segurança, impressão digital ou reconhecimento facial do dispositivo.',
    BackupCode: 'Dez códigos de uso único, para quando os outros fatores não estiverem à mão.',
    EmailVerificationCode: 'Um código enviado ao e-mail do usuário (requer um conector de e-mail).',
    PhoneVerificationCode: 'Um código enviado ao telefone do usuário (requer um conector de SMS).',
  },
  backup_code_alone: 'Os códigos de backup exigem pelo menos um outro fator.',
  policy_title: 'Política',
  policy_description: 'Se os usuários precisam configurar um fator e quando isso é pedido.',
  policy: {
    UserControlled: 'Opcional: os usuários configuram pela própria conta',
    Mandatory: 'Obrigatório: cada usuário configura um fator no próximo login',
    PromptOnlyAtSignIn: 'Sugerir no login, os usuários podem pular',
    PromptAtSignInAndSignUp: 'Sugerir no cadastro e no login, os usuários podem pular',
    NoPrompt: 'Nunca perguntar: os usuários configuram pela própria conta',
    PromptAtSignInAndSignUpMandatory: 'Exigir no cadastro e no login',
    PromptOnlyAtSignInMandatory: 'Exigir apenas no login',
  },
  passkey_title: 'Login com chave de acesso',
  passkey_enabled: 'Fazer login com uma chave de acesso',
  passkey_enabled_description:
    'Os usuários podem fazer login com uma chave de acesso em vez de um identificador.',
  passkey_button: 'Mostrar um botão “Fazer login com chave de acesso”',
  passkey_autofill: 'Oferecer chaves de acesso no preenchimento automático do navegador',
  labels: {
    factors: 'Fatores',
    policy: 'Política',
  },
};
