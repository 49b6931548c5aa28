/** Mensagens para os códigos de erro da API de experiência, indexadas pelo código. */
export const errorPhrases = {
  errors: {
    generic: 'Algo deu errado. Tente novamente.',
    network: 'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.',
    session: {
      forgot_password_not_enabled: 'A redefinição de senha não está disponível aqui.',
      not_supported_for_forgot_password:
        'Esta ação não está disponível durante a redefinição de senha.',
      invalid_credentials: 'O nome de usuário ou a senha está incorreto.',
      registration_disabled: 'O cadastro está fechado. Entre com uma conta existente.',
      not_found: 'Sua sessão de login expirou. Volte ao aplicativo e comece de novo.',
      interaction_not_found: 'Sua sessão de login expirou. Volte ao aplicativo e comece de novo.',
      verification_session_not_found: 'Sua sessão de login expirou. Tente novamente.',
      verification_failed: 'A verificação não foi concluída. Tente novamente.',
      verification_blocked_too_many_attempts:
        'Tentativas demais. Aguarde um pouco e tente novamente.',
      identifier_not_found: 'O nome de usuário ou a senha está incorreto.',
      invalid_interaction_type: 'Esta ação não está disponível para a solicitação atual.',
      invalid_sign_in_method: 'Este método de login não está ativado.',
      identity_conflict: 'Esta conta já está vinculada a outra identidade.',
      captcha_required: 'Conclua o CAPTCHA.',
      captcha_failed: 'A verificação do CAPTCHA falhou. Tente novamente.',
      unauthorized: 'Entre primeiro.',
      mfa: {
        require_mfa_verification: 'É necessária uma verificação adicional para entrar.',
      },
    },
    user: {
      email_already_in_use: 'Este e-mail já é usado por outra conta.',
      phone_already_in_use: 'Este número de telefone já é usado por outra conta.',
      invalid_phone: 'Este número de telefone não é válido. Inclua o código do país.',
      new_password_required_in_profile: 'Defina uma nova senha para continuar.',
      same_password: 'A nova senha precisa ser diferente da atual.',
      suspended: 'Esta conta está suspensa.',
      username_already_in_use: 'Este nome de usuário já está em uso.',
      user_not_exist: 'O nome de usuário ou a senha está incorreto.',
      sign_in_method_not_enabled: 'Este método de login não está ativado.',
      sign_up_method_not_enabled: 'Este método de cadastro não está ativado.',
      missing_profile: 'Faltam algumas informações obrigatórias da conta.',
      username_required: 'É necessário um nome de usuário.',
      password_required_in_profile: 'É necessária uma senha.',
      suggest_mfa: 'Recomenda-se uma verificação adicional para esta conta.',
      missing_mfa: 'É preciso configurar uma verificação adicional para esta conta.',
      username_starts_with_number: 'Um nome de usuário não pode começar com um número.',
      username_invalid_charset_hard: 'O nome de usuário contém caracteres não permitidos.',
      username_too_short: 'O nome de usuário é curto demais.',
      username_too_long: 'O nome de usuário é longo demais.',
      username_uppercase_not_allowed: 'Letras maiúsculas não são permitidas no nome de usuário.',
      username_lowercase_not_allowed: 'Letras minúsculas não são permitidas no nome de usuário.',
      username_numbers_not_allowed: 'Números não são permitidos no nome de usuário.',
      username_underscore_not_allowed: 'Sublinhados não são permitidos no nome de usuário.',
    },
    verification_code: {
      code_mismatch: 'O código está incorreto.',
      expired: 'O código expirou. Peça um novo.',
      exceed_max_try: 'Códigos errados demais. Peça um novo.',
      not_found: 'Nenhum código aguarda este endereço. Peça um novo.',
    },
    connector: {
      not_found: 'Não é possível enviar códigos agora: este serviço não tem remetente configurado.',
      general: 'Não foi possível enviar o código. Tente novamente.',
    },
    password: {
      rejected: 'A senha não atende aos requisitos.',
      expired: 'Sua senha expirou. Redefina-a para continuar.',
    },
    password_rejected: {
      too_short: 'Use pelo menos {{min}} caracteres.',
      too_long: 'Use no máximo {{max}} caracteres.',
      unsupported_characters:
        'Use apenas letras, números, espaços e os símbolos de um teclado padrão.',
      character_types:
        'Use caracteres de pelo menos {{min}} tipos: letras minúsculas, letras maiúsculas, números, símbolos.',
      pwned: 'Esta senha apareceu em um vazamento de dados. Escolha outra.',
      restricted: {
        repetition: 'Evite caracteres repetidos, como “aaa”.',
        sequence: 'Evite sequências como “abc”, “123” ou “qwe”.',
        words: 'Evite palavras específicas deste produto.',
        user_info: 'Evite usar seu nome de usuário ou outras informações pessoais.',
      },
    },
    guard: {
      invalid_input: 'Algumas das informações inseridas não são válidas.',
    },
    request: {
      general: 'A solicitação falhou. Tente novamente.',
      invalid_input: 'Algumas das informações inseridas não são válidas.',
      message_rate_limited: 'Solicitações demais. Aguarde um momento e tente novamente.',
      rate_limited: 'Solicitações demais. Aguarde um momento e tente novamente.',
    },
    oidc: {
      invalid_request: 'A solicitação de login não é válida. Volte ao aplicativo e comece de novo.',
      session_not_found: 'Sua sessão de login expirou. Volte ao aplicativo e comece de novo.',
      access_denied: 'O acesso foi negado.',
      aborted: 'O login foi cancelado.',
    },
    application: {
      user_consent_scopes_not_found: 'Não foi possível encontrar as permissões solicitadas.',
    },
    entity: {
      not_exists: 'O item solicitado não existe.',
      not_found: 'O item solicitado não existe.',
    },
  },
};
