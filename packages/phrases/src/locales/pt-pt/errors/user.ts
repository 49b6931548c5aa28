export const user = {
  username_already_in_use: 'Este nome de utilizador já está a ser utilizado.',
  email_already_in_use: 'Este endereço de e-mail já está a ser utilizado.',
  phone_already_in_use: 'Este número de telefone já está a ser utilizado.',
  invalid_email: 'O endereço de e-mail é inválido.',
  invalid_phone: 'O número de telefone é inválido.',
  user_not_exist: 'O utilizador não existe.',
  suspended: 'Esta conta está suspensa.',
  cannot_delete_self: 'Não pode eliminar a sua própria conta.',
  same_password: 'A nova palavra-passe não pode ser igual à atual.',
  username_too_long: 'O nome de utilizador pode ter no máximo {{maxLength}} caracteres.',
  sign_in_method_not_enabled: 'Este método de início de sessão não está ativado.',
  sign_up_method_not_enabled: 'Este método de registo não está ativado.',
  username_required: 'É necessário um nome de utilizador.',
  password_and_digest:
    'Não é possível definir simultaneamente uma palavra-passe em texto simples e um resumo (digest) da palavra-passe.',
  password_algorithm_required:
    'É necessário um algoritmo de palavra-passe juntamente com o resumo (digest) da palavra-passe.',
  identity_not_exist: 'A identidade social ainda não foi registada.',
  invalid_role_type: 'Este tipo de função não pode ser atribuído a um utilizador.',
};
