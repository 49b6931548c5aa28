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
    username: 'Nome de utilizador',
    email: 'E-mail',
    phone: 'Número de telemóvel',
    username_or_email: 'Nome de utilizador ou e-mail',
    username_or_phone: 'Nome de utilizador ou número de telemóvel',
    email_or_phone: 'E-mail ou número de telemóvel',
    username_or_email_or_phone: 'Nome de utilizador, e-mail ou número de telemóvel',
    phone_hint: 'Com o indicativo do país, por exemplo +351 912 345 678.',
    required: 'Preencha «{{label}}».',
    email_invalid: 'Introduza um e-mail como nome@exemplo.pt.',
    phone_invalid: 'Introduza um número de telemóvel com o indicativo do país, só algarismos.',
    change: 'Alterar',
    continue: 'Continuar',
  },
  sign_in_options: {
    password_title: 'Introduza a sua palavra-passe',
    signing_in_as: 'A iniciar sessão como {{identifier}}',
    forgot_password: 'Esqueceu-se da palavra-passe?',
    use_code: 'Iniciar sessão com um código de verificação',
    use_password: 'Iniciar sessão com a palavra-passe',
    password_changed: 'A sua palavra-passe foi alterada. Inicie sessão com a nova.',
  },
  verification_code: {
    title: 'Introduza o código de verificação',
    description: 'Enviámos um código para {{identifier}}. É válido durante 10 minutos.',
    label: 'Código de verificação',
    submit: 'Continuar',
    required: 'Introduza o código que recebeu.',
    resend: 'Enviar um novo código',
    resend_in: 'Poderá pedir um novo código dentro de {{seconds}} segundos.',
    resent: 'Um novo código está a caminho.',
    no_account: 'Ainda nenhuma conta usa {{identifier}}.',
    create_account: 'Criar uma conta com ele',
    account_exists: 'Uma conta já usa {{identifier}}.',
    sign_in_instead: 'Iniciar sessão nessa conta',
    start_again: 'Recomeçar',
  },
  registration: {
    code_description: 'Vamos enviar-lhe um código para o confirmar.',
    send_code: 'Enviar código',
    profile_title: 'Complete a sua conta',
    profile_description: 'Faltam alguns dados para terminar.',
    finish: 'Terminar',
  },
  forgot_password: {
    title: 'Repor a palavra-passe',
    description: 'Vamos enviar um código para o e-mail ou telemóvel da sua conta.',
    send_code: 'Enviar código',
    back_to_sign_in: 'Voltar ao início de sessão',
    new_password_title: 'Definir uma nova palavra-passe',
    new_password: 'Nova palavra-passe',
    confirm_password: 'Confirme a nova palavra-passe',
    submit: 'Repor palavra-passe',
    unavailable:
      'A reposição da palavra-passe não está disponível aqui. Contacte o apoio deste serviço.',
  },
  password_toggle: {
    show: 'Mostrar palavra-passe',
    hide: 'Ocultar palavra-passe',
  },
  demo_app: {
    title: 'Pré-visualização em direto',
    description:
      'Experimente o início de sessão deste inquilino com a aplicação de demonstração incorporada.',
    sign_in: 'Iniciar sessão',
    signed_in_title: 'Tem a sessão iniciada',
    claims: 'Claims do seu token de ID',
    sign_out: 'Terminar sessão',
    failed: 'O início de sessão não foi concluído: {{error}}',
  },
};
