import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Segurança',
  subtitle:
    'Proteja as contas: regras de senha, proteção contra bots e bloqueio após tentativas malsucedidas.',
  load_error:
    'Não foi possível carregar as configurações de segurança. Tente novamente mais tarde.',
  tabs_label: 'Configurações de segurança',
  tabs: {
    'password-policy': 'Política de senha',
    captcha: 'CAPTCHA',
    general: 'Geral',
  },
  password_policy: {
    length_title: 'Tamanho da senha',
    min_length: 'Tamanho mínimo',
    max_length: 'Tamanho máximo',
    min_not_above_max: 'O tamanho mínimo não pode ser maior que o tamanho máximo.',
    character_types_title: 'Tipos de caracteres',
    character_types: 'Tipos de caracteres obrigatórios',
    character_types_description:
      'Quantos tipos entre letras minúsculas, letras maiúsculas, dígitos e símbolos uma senha contém.',
    character_types_option: 'Pelo menos {{count}} de 4',
    rejects_title: 'Senhas recusadas',
    pwned: 'Recusar senhas encontradas em vazamentos de dados conhecidos',
    repetition_and_sequence: 'Recusar caracteres repetidos ou sequenciais (como “aaa” ou “1234”)',
    user_info: 'Recusar informações do próprio usuário (nome, nome de usuário, e-mail, telefone)',
    words: 'Palavras personalizadas',
    words_description:
      'Senhas formadas principalmente por estas palavras são recusadas. Pressione Enter após cada uma.',
    checker_title: 'Testar a política',
    checker_description:
      'Digite uma senha de exemplo para ver quais regras ela viola. Ela não é enviada.',
    checker_input: 'Senha de exemplo',
    checker_ok: 'Esta senha atende a todas as regras verificadas aqui.',
    checker_pwned_note:
      'A verificação de vazamentos é feita no servidor quando uma senha é definida.',
    checker_breaks: 'Regras que esta senha viola:',
    rules: {
      too_short: 'Menos de {{min}} caracteres',
      too_long: 'Mais de {{max}} caracteres',
      unsupported_characters: 'Contém caracteres que não são letras, dígitos ou símbolos',
      character_types: 'Menos de {{min}} tipos de caracteres',
      pwned: 'Encontrada em um vazamento de dados',
      'restricted.repetition': 'Formada principalmente por caracteres repetidos',
      'restricted.sequence': 'Formada principalmente por caracteres sequenciais',
      'restricted.words': 'Formada principalmente por palavras personalizadas',
      'restricted.user_info': 'Formada principalmente por informações do próprio usuário',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description: 'Pedir um CAPTCHA no login e no cadastro, verificado pelo servidor.',
    enabled: 'Exigir um CAPTCHA',
    enabled_description:
      'Os usuários resolvem o desafio do provedor antes de fazer login ou se cadastrar.',
    needs_provider: 'Configure um provedor de CAPTCHA antes de exigi-lo.',
    provider_title: 'Provedor de CAPTCHA',
    no_provider: 'Nenhum provedor de CAPTCHA foi configurado ainda. Escolha um:',
    choose: 'Configurar {{name}}',
    configured: 'Provedor configurado',
    site_key: 'Chave do site',
    secret_key: 'Chave secreta',
    project_id: 'ID do projeto',
    domain: 'Domínio',
    domain_description: 'Opcional, por exemplo www.recaptcha.net onde google.com é bloqueado.',
    mode: 'Modo',
    modes: { checkbox: 'Caixa de seleção', invisible: 'Invisível' },
    view_details: 'Detalhes',
    guide_title: 'Configurar {{name}}',
    guide_intro: 'Crie as chaves no provedor e depois insira-as aqui.',
    guide_steps: {
      Turnstile: {
        step_1: 'No painel da Cloudflare, abra o Turnstile e adicione um widget.',
        step_2: 'Adicione o domínio da sua página de login como nome de host permitido.',
        step_3: 'Copie a chave do site e a chave secreta para o formulário abaixo.',
      },
      RecaptchaEnterprise: {
        step_1: 'No Google Cloud, ative a API do reCAPTCHA Enterprise para um projeto.',
        step_2: 'Crie uma chave de site para o domínio da sua página de login e copie-a.',
        step_3:
          'Crie uma chave de API com permissão para chamar o reCAPTCHA Enterprise; ela é a chave secreta.',
        step_4: 'Insira as chaves e o ID do projeto abaixo.',
      },
    },
    save_provider: 'Salvar provedor',
    saved_provider: 'O provedor de CAPTCHA foi salvo.',
    details_title: 'Detalhes do provedor de CAPTCHA',
    delete_provider: 'Remover provedor',
    delete_title: 'Remover o provedor de CAPTCHA?',
    delete_message: 'O CAPTCHA deixa de ser exigido no login e no cadastro.',
    deleted: 'O provedor de CAPTCHA foi removido.',
    not_available:
      'O servidor ainda não oferece provedores de CAPTCHA, então nenhum pode ser configurado aqui.',
    back: 'Voltar para CAPTCHA',
  },
  general: {
    lockout_title: 'Bloqueio após tentativas malsucedidas',
    lockout_description:
      'Após este número de tentativas malsucedidas de senha ou código em um identificador em uma hora, ele é bloqueado.',
    max_attempts: 'Máximo de tentativas malsucedidas',
    lockout_duration: 'Duração do bloqueio (minutos)',
    blocklist_title: 'Lista de bloqueio de e-mails',
    blocklist_description: 'Recusar alguns endereços de e-mail no cadastro e ao adicionar um.',
    block_subaddressing: 'Bloquear subendereçamento (como nome+tag@example.com)',
    custom_blocklist: 'Endereços e domínios bloqueados',
    custom_blocklist_description:
      'Um endereço (nome@example.com) ou um domínio (@example.com). Pressione Enter após cada um.',
  },
};
