import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    'Ainda não existe nenhum conector de {{type}} configurado. Adicione um antes de utilizar este método.',
  passwordless_requires_verify:
    'Registar-se sem palavra-passe exige verificar o e-mail ou o número de telefone.',
  code_sign_in_must_be_enabled:
    'Contas criadas apenas com código de verificação precisam do início de sessão por código para o mesmo identificador.',
  unsupported_default_language:
    'O idioma {{language}} não é nativo nem tem textos personalizados. Adicione primeiro os seus textos.',
  at_least_one_authentication_factor:
    'Cada método de início de sessão precisa de uma palavra-passe, de um código de verificação ou de ambos.',
  backup_code_cannot_be_enabled_alone:
    'Os códigos de cópia de segurança não podem ser o único método de autenticação multifator.',
  duplicated_mfa_factors: 'Cada método de autenticação multifator só pode aparecer uma vez.',
  email_verification_code_cannot_be_used_for_mfa:
    'Os códigos por e-mail não podem ser um segundo fator enquanto o início de sessão com código por e-mail estiver ativo.',
  phone_verification_code_cannot_be_used_for_mfa:
    'Os códigos SMS não podem ser um segundo fator enquanto o início de sessão com código por telefone estiver ativo.',
  email_verification_code_cannot_be_used_for_sign_in:
    'Não é possível ativar o início de sessão com código por e-mail enquanto os códigos por e-mail forem um segundo fator.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'Não é possível ativar o início de sessão com código por telefone enquanto os códigos SMS forem um segundo fator.',
  duplicated_sign_up_identifiers: 'Cada identificador de registo só pode aparecer uma vez.',
  missing_sign_up_identifiers:
    'Escolha um identificador de registo principal antes de adicionar secundários.',
  invalid_custom_email_blocklist_format:
    'Estas entradas da lista de bloqueio não são e-mails nem domínios (como @example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'Este método de redefinição da palavra-passe precisa de um conector que possa enviar os seus códigos.',
  username_policy_case_conflicts_exist:
    '{{count}} nomes de utilizador diferem apenas em maiúsculas e minúsculas. Resolva isso antes de tornar os nomes de utilizador indiferentes a maiúsculas.',
  adaptive_mfa_requires_mfa:
    'A autenticação multifator adaptativa precisa de pelo menos um método multifator.',
  password_expiration_requires_forgot_password:
    'A expiração das palavras-passe precisa de uma forma de as redefinir (por código de e-mail ou SMS).',
  password_expiration_invalid_period_days:
    'O período de validade da palavra-passe deve ser um número inteiro de dias entre 1 e {{max}}.',
  username_requires_password: 'Registar-se com um nome de utilizador exige uma palavra-passe.',
  miss_sign_up_identifier_in_sign_in:
    'Quem se regista com {{identifier}} também tem de poder iniciar sessão com ele. Adicione-o como método de início de sessão.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'O idioma alternativo da experiência de início de sessão não pode ser eliminado. Escolha primeiro outro idioma alternativo.',
  invalid_translation_structure:
    'Os textos contêm chaves que a página de início de sessão não tem, ou um grupo onde se espera um texto.',
};
