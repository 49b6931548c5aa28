import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const sign_in_experiences: NonNullable<Errors['sign_in_experiences']> = {
  enabled_connector_not_found:
    'Todavía no hay ningún conector de {{type}} configurado. Añade uno antes de usar este método.',
  passwordless_requires_verify:
    'Registrarse sin contraseña requiere verificar el correo electrónico o el número de teléfono.',
  code_sign_in_must_be_enabled:
    'Las cuentas creadas solo con un código de verificación necesitan el inicio de sesión por código para el mismo identificador.',
  unsupported_default_language:
    'El idioma {{language}} no está integrado ni tiene textos personalizados. Añade primero sus textos.',
  at_least_one_authentication_factor:
    'Cada método de inicio de sesión necesita una contraseña, un código de verificación o ambos.',
  backup_code_cannot_be_enabled_alone:
    'Los códigos de respaldo no pueden ser el único método de autenticación multifactor.',
  duplicated_mfa_factors: 'Cada método de autenticación multifactor solo puede aparecer una vez.',
  email_verification_code_cannot_be_used_for_mfa:
    'Los códigos por correo no pueden ser un segundo factor mientras el inicio de sesión con código por correo esté activo.',
  phone_verification_code_cannot_be_used_for_mfa:
    'Los códigos SMS no pueden ser un segundo factor mientras el inicio de sesión con código por teléfono esté activo.',
  email_verification_code_cannot_be_used_for_sign_in:
    'No se puede activar el inicio de sesión con código por correo mientras los códigos por correo sean un segundo factor.',
  phone_verification_code_cannot_be_used_for_sign_in:
    'No se puede activar el inicio de sesión con código por teléfono mientras los códigos SMS sean un segundo factor.',
  duplicated_sign_up_identifiers: 'Cada identificador de registro solo puede aparecer una vez.',
  missing_sign_up_identifiers:
    'Elige un identificador de registro principal antes de añadir otros secundarios.',
  invalid_custom_email_blocklist_format:
    'Estas entradas de la lista de bloqueo no son correos electrónicos ni dominios (como @example.com): {{items}}.',
  forgot_password_method_requires_connector:
    'Este método de restablecimiento de contraseña necesita un conector que pueda enviar sus códigos.',
  username_policy_case_conflicts_exist:
    '{{count}} nombres de usuario solo se diferencian en mayúsculas y minúsculas. Resuélvelo antes de ignorar las mayúsculas en los nombres de usuario.',
  adaptive_mfa_requires_mfa:
    'La autenticación multifactor adaptativa necesita al menos un método multifactor.',
  password_expiration_requires_forgot_password:
    'La caducidad de contraseñas necesita una forma de restablecerlas (por código de correo o SMS).',
  password_expiration_invalid_period_days:
    'El periodo de validez de la contraseña debe ser un número entero de días entre 1 y {{max}}.',
  username_requires_password: 'Registrarse con un nombre de usuario requiere una contraseña.',
  miss_sign_up_identifier_in_sign_in:
    'Quien se registra con {{identifier}} también debe poder iniciar sesión con él. Añádelo como método de inicio de sesión.',
};

export const localization: NonNullable<Errors['localization']> = {
  cannot_delete_default_language:
    'No se puede eliminar el idioma de respaldo de la experiencia de inicio de sesión. Elige antes otro idioma de respaldo.',
  invalid_translation_structure:
    'Los textos contienen claves que la página de inicio de sesión no tiene, o un grupo donde se espera un texto.',
};
