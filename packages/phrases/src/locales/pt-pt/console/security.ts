import type { LocalePhrases } from '../../../types.ts';

/** The security page: password policy with its checker, captcha, and lockout and blocklists. */
export const security: NonNullable<NonNullable<LocalePhrases['console']>['security']> = {
  title: 'Segurança',
  subtitle:
    'Proteja as contas: regras de palavra-passe, proteção contra bots e bloqueio após tentativas falhadas.',
  load_error: 'Não foi possível carregar as definições de segurança. Tente novamente mais tarde.',
  tabs_label: 'Definições de segurança',
  tabs: {
    'password-policy': 'Política de palavras-passe',
    captcha: 'CAPTCHA',
    general: 'Geral',
  },
  password_policy: {
    length_title: 'Comprimento da palavra-passe',
    min_length: 'Comprimento mínimo',
    max_length: 'Comprimento máximo',
    min_not_above_max: 'O comprimento mínimo não pode exceder o comprimento máximo.',
    character_types_title: 'Tipos de caracteres',
    character_types: 'Tipos de caracteres obrigatórios',
    character_types_description:
      'Quantos tipos entre minúsculas, maiúsculas, algarismos e símbolos uma palavra-passe contém.',
    character_types_option: 'Pelo menos {{count}} de 4',
    rejects_title: 'Palavras-passe recusadas',
    pwned: 'Recusar palavras-passe encontradas em fugas de dados conhecidas',
    repetition_and_sequence: 'Recusar caracteres repetidos ou sequenciais (como «aaa» ou «1234»)',
    user_info:
      'Recusar informações do próprio utilizador (nome, nome de utilizador, e-mail, telefone)',
    words: 'Palavras personalizadas',
    words_description:
      'As palavras-passe compostas sobretudo por estas palavras são recusadas. Prima Enter após cada uma.',
    checker_title: 'Experimentar a política',
    checker_description:
      'Escreva uma palavra-passe de exemplo para ver que regras infringe. Não é enviada.',
    checker_input: 'Palavra-passe de exemplo',
    checker_ok: 'Esta palavra-passe cumpre todas as regras verificadas aqui.',
    checker_pwned_note:
      'A verificação de fugas de dados é feita no servidor quando é definida uma palavra-passe.',
    checker_breaks: 'Regras que esta palavra-passe infringe:',
    rules: {
      too_short: 'Menos de {{min}} caracteres',
      too_long: 'Mais de {{max}} caracteres',
      unsupported_characters: 'Contém caracteres que não são letras, algarismos nem símbolos',
      character_types: 'Menos de {{min}} tipos de caracteres',
      pwned: 'Encontrada numa fuga de dados',
      'restricted.repetition': 'Composta sobretudo por caracteres repetidos',
      'restricted.sequence': 'Composta sobretudo por caracteres sequenciais',
      'restricted.words': 'Composta sobretudo por palavras personalizadas',
      'restricted.user_info': 'Composta sobretudo por informações do próprio utilizador',
    },
  },
  captcha: {
    title: 'CAPTCHA',
    description: 'Pedir um CAPTCHA no início de sessão e no registo, verificado pelo servidor.',
    enabled: 'Exigir um CAPTCHA',
    enabled_description:
      'Os utilizadores resolvem o desafio do fornecedor antes de iniciar sessão ou de se registarem.',
    needs_provider: 'Configure um fornecedor de CAPTCHA antes de o exigir.',
    provider_title: 'Fornecedor de CAPTCHA',
    no_provider: 'Ainda não está configurado nenhum fornecedor de CAPTCHA. Escolha um:',
    choose: 'Configurar {{name}}',
    configured: 'Fornecedor configurado',
    site_key: 'Chave do site',
    secret_key: 'Chave secreta',
    project_id: 'ID do projeto',
    domain: 'Domínio',
    domain_description: 'Opcional, por exemplo www.recaptcha.net onde google.com está bloqueado.',
    mode: 'Modo',
    modes: { checkbox: 'Caixa de verificação', invisible: 'Invisível' },
    view_details: 'Detalhes',
    guide_title: 'Configurar {{name}}',
    guide_intro: 'Crie as chaves no fornecedor e, em seguida, introduza-as aqui.',
    guide_steps: {
      Turnstile: {
        step_1: 'No painel da Cloudflare, abra o Turnstile e adicione um widget.',
        step_2:
          'Adicione o domínio da sua página de início de sessão como nome de anfitrião permitido.',
        step_3: 'Copie a chave do site e a chave secreta para o formulário abaixo.',
      },
      RecaptchaEnterprise: {
        step_1: 'No Google Cloud, ative a API reCAPTCHA Enterprise para um projeto.',
        step_2:
          'Crie uma chave de site para o domínio da sua página de início de sessão e copie-a.',
        step_3:
          'Crie uma chave de API autorizada a chamar o reCAPTCHA Enterprise; é a chave secreta.',
        step_4: 'Introduza as chaves e o ID do projeto abaixo.',
      },
    },
    save_provider: 'Guardar fornecedor',
    saved_provider: 'O fornecedor de CAPTCHA foi guardado.',
    details_title: 'Detalhes do fornecedor de CAPTCHA',
    delete_provider: 'Remover fornecedor',
    delete_title: 'Remover o fornecedor de CAPTCHA?',
    delete_message: 'O CAPTCHA deixa de ser exigido no início de sessão e no registo.',
    deleted: 'O fornecedor de CAPTCHA foi removido.',
    not_available:
      'O servidor ainda não oferece fornecedores de CAPTCHA, pelo que não é possível configurar nenhum aqui.',
    back: 'Voltar ao CAPTCHA',
  },
  general: {
    lockout_title: 'Bloqueio após tentativas falhadas',
    lockout_description:
      'Após este número de tentativas falhadas de palavra-passe ou código num identificador no espaço de uma hora, este fica bloqueado.',
    max_attempts: 'Máximo de tentativas falhadas',
    lockout_duration: 'Duração do bloqueio (minutos)',
    blocklist_title: 'Lista de bloqueio de e-mails',
    blocklist_description: 'Recusar alguns endereços de e-mail no registo e ao adicionar um.',
    block_subaddressing: 'Bloquear subendereçamento (como nome+tag@example.com)',
    custom_blocklist: 'Endereços e domínios bloqueados',
    custom_blocklist_description:
      'Um endereço (nome@example.com) ou um domínio (@example.com). Prima Enter após cada um.',
  },
};
