import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    'Ainda não há nenhum conector de {{type}} configurado. Adicione um antes de usar este método.',
  passwordless_requires_verify:
    'Cadastrar-se sem senha exige verificar o e-mail ou o número de telefone.',
  code_sign_in_must_be_enabled:
    'Contas criadas apenas com código de verificação precisam do login por código para o mesmo identificador.',
  unsupported_default_language:
    'O idioma {{language}} não é nativo nem tem textos personalizados. Adicione os textos dele primeiro.',
  at_least_one_authentication_factor:
    'Cada método de login precisa de uma senha, de um código de verificação ou de ambos.',
  backup_code_cannot_be_enabled_alone:
    'Códigos de backup não podem ser o único método de autenticação multifator.',
  duplicated_mfa_factors: 'Cada método de autenticação multifator só pode aparecer uma vez.',
  email_verification_code_cannot_be_used_for_mfa:
    'Códigos por e-mail não podem ser um segundo fator enquanto o login com código por e-mail estiver ativo.',
  phone_verification_code_cannot_be_used_for_mfa:
    'Códigos SMS não podem ser um segundo fator enquanto o login com código por telefone estiver ativo.',
  email_verification_code_cannot_be_used_for_sign_in:
    'Não é possível ativar o login com código por e-mail enquanto códigos por e-mail forem um segundo fator.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'Não é possível ativar o login com código por telefone enquanto códigos SMS forem um segundo fator.',
  duplicated_sign_up_identifiers: 'Cada identificador de cadastro só pode aparecer uma vez.',
  missing_sign_up_identifiers:
    'Escolha um identificador de cadastro principal antes de adicionar secundários.',
  invalid_custom_email_blocklist_format:
    'Estas entradas da lista de bloqueio não são e-mails nem domínios (como @example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'Este método de redefinição de senha precisa de um conector que possa enviar seus códigos.',
  username_policy_case_conflicts_exist:
    '{{count}} nomes de usuário diferem apenas em maiúsculas e minúsculas. Resolva isso antes de tornar os nomes de usuário indiferentes a maiúsculas.',
  adaptive_mfa_requires_mfa:
    'A autenticação multifator adaptativa precisa de pelo menos um método multifator.',
  password_expiration_requires_forgot_password:
    'A expiração de senhas precisa de uma forma de redefini-las (por código de e-mail ou SMS).',
  password_expiration_invalid_period_days:
    'O período de validade da senha deve ser um número inteiro de dias entre 1 e {{max}}.',
  username_requires_password: 'Cadastrar-se com um nome de usuário exige uma senha.',
  miss_sign_up_identifier_in_sign_in:
    'Quem se cadastra com {{identifier}} também precisa poder entrar com ele. Adicione-o como método de login.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'O idioma padrão alternativo da experiência de login não pode ser excluído. Escolha outro idioma alternativo primeiro.',
  invalid_translation_structure:
    'Os textos contêm chaves que a página de login não tem, ou um grupo onde se espera um texto.',
};
