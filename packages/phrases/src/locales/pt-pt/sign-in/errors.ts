/** Mensagens para os códigos de erro da API de experiência, indexadas pelo código. */
export const errorPhrases = {
  errors: {
    generic: 'Ocorreu um problema. Tente novamente.',
    network: 'Não é possível contactar o servidor. Verifique a sua ligação e tente novamente.',
    session: {
      forgot_password_not_enabled: 'A reposição da palavra-passe não está disponível aqui.',
      not_supported_for_forgot_password:
        'Esta ação não está disponível durante a reposição da palavra-passe.',
      invalid_credentials: 'O nome de utilizador ou a palavra-passe estão incorretos.',
      registration_disabled: 'O registo está encerrado. Inicie sessão com uma conta existente.',
      not_found: 'A sua sessão de autenticação expirou. Volte à aplicação e comece de novo.',
      interaction_not_found:
        'A sua sessão de autenticação expirou. Volte à aplicação e comece de novo.',
      verification_session_not_found: 'A sua sessão de autenticação expirou. Tente novamente.',
      verification_failed: 'A verificação não foi bem-sucedida. Tente novamente.',
      verification_blocked_too_many_attempts:
        'Demasiadas tentativas. Aguarde um pouco e tente novamente.',
      identifier_not_found: 'O nome de utilizador ou a palavra-passe estão incorretos.',
      invalid_interaction_type: 'Esta ação não está disponível para o pedido atual.',
      invalid_sign_in_method: 'Este método de início de sessão não está ativado.',
      identity_conflict: 'Esta conta já está associada a outra identidade.',
      captcha_required: 'Conclua o CAPTCHA.',
      captcha_failed: 'A verificação CAPTCHA falhou. Tente novamente.',
      unauthorized: 'Inicie sessão primeiro.',
      mfa: {
        require_mfa_verification: 'É necessária uma verificação adicional para iniciar sessão.',
      },
    },
    user: {
      email_already_in_use: 'Este e-mail já é usado por outra conta.',
      phone_already_in_use: 'Este número de telemóvel já é usado por outra conta.',
      invalid_phone: 'Este número de telemóvel não é válido. Inclua o indicativo do país.',
      new_password_required_in_profile: 'Defina uma nova palavra-passe para continuar.',
      same_password: 'A nova palavra-passe tem de ser diferente da atual.',
      suspended: 'Esta conta está suspensa.',
      username_already_in_use: 'Este nome de utilizador já está a ser utilizado.',
      user_not_exist: 'O nome de utilizador ou a palavra-passe estão incorretos.',
      sign_in_method_not_enabled: 'Este método de início de sessão não está ativado.',
      sign_up_method_not_enabled: 'Este método de registo não está ativado.',
      missing_profile: 'Faltam algumas informações obrigatórias da conta.',
      username_required: 'É necessário um nome de utilizador.',
      password_required_in_profile: 'É necessária uma palavra-passe.',
      suggest_mfa: 'Recomenda-se uma verificação adicional para esta conta.',
      missing_mfa: 'É necessário configurar uma verificação adicional para esta conta.',
      username_starts_with_number: 'Um nome de utilizador não pode começar por um algarismo.',
      username_invalid_charset_hard: 'O nome de utilizador contém caracteres não permitidos.',
      username_too_short: 'O nome de utilizador é demasiado curto.',
      username_too_long: 'O nome de utilizador é demasiado longo.',
      username_uppercase_not_allowed: 'Não são permitidas letras maiúsculas no nome de utilizador.',
      username_lowercase_not_allowed: 'Não são permitidas letras minúsculas no nome de utilizador.',
      username_numbers_not_allowed: 'Não são permitidos algarismos no nome de utilizador.',
      username_underscore_not_allowed:
        'Não são permitidos caracteres de sublinhado no nome de utilizador.',
    },
    verification_code: {
      code_mismatch: 'O código está incorreto.',
      expired: 'O código expirou. Peça um novo.',
      exceed_max_try: 'Demasiados códigos errados. Peça um novo.',
      not_found: 'Nenhum código aguarda este endereço. Peça um novo.',
    },
    connector: {
      not_found:
        'De momento não é possível enviar códigos: este serviço não tem remetente configurado.',
      general: 'Não foi possível enviar o código. Tente novamente.',
    },
    password: {
      rejected: 'A palavra-passe não cumpre os requisitos.',
      expired: 'A sua palavra-passe expirou. Reponha-a para continuar.',
    },
    password_rejected: {
      too_short: 'Utilize pelo menos {{min}} caracteres.',
      too_long: 'Utilize no máximo {{max}} caracteres.',
      unsupported_characters:
        'Utilize apenas letras, algarismos, espaços e os símbolos de um teclado padrão.',
      character_types:
        'Utilize caracteres de pelo menos {{min}} tipos: letras minúsculas, letras maiúsculas, algarismos, símbolos.',
      pwned: 'Esta palavra-passe apareceu numa fuga de dados. Escolha outra.',
      restricted: {
        repetition: 'Evite caracteres repetidos, como «aaa».',
        sequence: 'Evite sequências como «abc», «123» ou «qwe».',
        words: 'Evite palavras específicas deste produto.',
        user_info: 'Evite utilizar o seu nome de utilizador ou outras informações pessoais.',
      },
    },
    guard: {
      invalid_input: 'Algumas das informações introduzidas não são válidas.',
    },
    request: {
      general: 'O pedido falhou. Tente novamente.',
      invalid_input: 'Algumas das informações introduzidas não são válidas.',
      message_rate_limited: 'Demasiados pedidos. Aguarde um momento e tente novamente.',
      rate_limited: 'Demasiados pedidos. Aguarde um momento e tente novamente.',
    },
    oidc: {
      invalid_request:
        'O pedido de início de sessão não é válido. Volte à aplicação e comece de novo.',
      session_not_found:
        'A sua sessão de autenticação expirou. Volte à aplicação e comece de novo.',
      access_denied: 'O acesso foi negado.',
      aborted: 'O início de sessão foi cancelado.',
    },
    application: {
      user_consent_scopes_not_found: 'Não foi possível encontrar as permissões pedidas.',
    },
    entity: {
      not_exists: 'O item pedido não existe.',
      not_found: 'O item pedido não existe.',
    },
  },
};
