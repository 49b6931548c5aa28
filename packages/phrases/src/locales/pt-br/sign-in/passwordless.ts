import type { LocalePhrases } from '../../../types.ts';

export const passwordlessPhrases: Pick<
  NonNullable<LocalePhrases['sign-in']>,
  | 'identifier'
  | 'sign_in_options'
  | 'verification_code'
  | 'registration'
  | 'forgot_password'
  | 'password_toggle'
  | 'demo_app'
> = {
  identifier: {
    username: 'Nome de usuário',
    email: 'E-mail',
    phone: 'Número de telefone',
    username_or_email: 'Nome de usuário ou e-mail',
    username_or_phone: 'Nome de usuário ou número de telefone',
    email_or_phone: 'E-mail ou número de telefone',
    username_or_email_or_phone: 'Nome de usuário, e-mail ou número de telefone',
    phone_hint: 'Com o código do país, por exemplo +55 11 91234 5678.',
    required: 'Preencha “{{label}}”.',
    email_invalid: 'Digite um e-mail como nome@exemplo.com.',
    phone_invalid: 'Digite um número de telefone com o código do país, apenas dígitos.',
    change: 'Alterar',
    continue: 'Continuar',
  },
  sign_in_options: {
    password_title: 'Digite sua senha',
    signing_in_as: 'Entrando como {{identifier}}',
    forgot_password: 'Esqueceu sua senha?',
    use_code: 'Entrar com um código de verificação',
    use_password: 'Entrar com sua senha',
    password_changed: 'Sua senha foi alterada. Entre com a nova.',
  },
  verification_code: {
    title: 'Digite o código de verificação',
    description: 'Enviamos um código para {{identifier}}. Ele vale por 10 minutos.',
    label: 'Código de verificação',
    submit: 'Continuar',
    required: 'Digite o código que você recebeu.',
    resend: 'Enviar um novo código',
    resend_in: 'Você poderá pedir um novo código em {{seconds}} segundos.',
    resent: 'Um novo código está a caminho.',
    no_account: 'Nenhuma conta usa {{identifier}} ainda.',
    create_account: 'Criar uma conta com ele',
    account_exists: 'Uma conta já usa {{identifier}}.',
    sign_in_instead: 'Entrar nela',
    start_again: 'Recomeçar',
  },
  registration: {
    code_description: 'Enviaremos um código para confirmá-lo.',
    send_code: 'Enviar código',
    profile_title: 'Complete sua conta',
    profile_description: 'Faltam alguns dados para concluir.',
    finish: 'Concluir',
  },
  forgot_password: {
    title: 'Redefinir sua senha',
    description: 'Enviaremos um código para o e-mail ou telefone da sua conta.',
    send_code: 'Enviar código',
    back_to_sign_in: 'Voltar para entrar',
    new_password_title: 'Definir uma nova senha',
    new_password: 'Nova senha',
    confirm_password: 'Confirme a nova senha',
    submit: 'Redefinir senha',
    unavailable:
      'A redefinição de senha não está disponível aqui. Fale com o suporte deste serviço.',
  },
  password_toggle: {
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
  },
  demo_app: {
    title: 'Prévia ao vivo',
    description: 'Experimente o login deste tenant com o aplicativo de demonstração integrado.',
    sign_in: 'Entrar',
    signed_in_title: 'Você entrou',
    claims: 'Claims do seu token de ID',
    sign_out: 'Sair',
    failed: 'O login não foi concluído: {{error}}',
  },
};
