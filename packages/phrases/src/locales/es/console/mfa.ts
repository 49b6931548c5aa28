import type { LocalePhrases } from '../../../types.ts';

/** The multi-factor authentication page: factors, policy and passkey sign-in. */
export const mfa: NonNullable<NonNullable<LocalePhrases['console']>['mfa']> = {
  title: 'Autenticación multifactor',
  subtitle: 'Solicita una segunda prueba de identidad después de la contraseña o el código.',
  load_error: 'No se pudo cargar la configuración de MFA. Inténtalo de nuevo más tarde.',
  factors_title: 'Factores',
  factors_description:
    'Los segundos factores que los usuarios pueden configurar y usar para iniciar sesión.',
  factors: {
    Totp: 'Aplicación de autenticación (TOTP)',
    WebAuthn: 'Llaves de acceso (WebAuthn)',
    BackupCode: 'Códigos de respaldo',
    EmailVerificationCode: 'Código de verificación por correo electrónico',
    PhoneVerificationCode: 'Código de verificación por SMS',
  },
  factor_descriptions: {
    Totp: 'Códigos de un solo uso de una aplicación como Google Authenticator.',
    WebAuthn: 'Llaves de seguridad, huellas dactilares o reconocimiento facial del dispositivo.',
    BackupCode: 'Diez códigos de un solo uso, para cuando los demás factores no estén a mano.',
    EmailVerificationCode:
      'Un código enviado al correo electrónico del usuario (requiere un conector de correo).',
    PhoneVerificationCode:
      'Un código enviado al teléfono del usuario (requiere un conector de SMS).',
  },
  backup_code_alone: 'Los códigos de respaldo requieren al menos otro factor.',
  policy_title: 'Política',
  policy_description: 'Si los usuarios deben configurar un factor y cuándo se les pide.',
  policy: {
    UserControlled: 'Opcional: los usuarios lo configuran desde su cuenta',
    Mandatory: 'Obligatorio: cada usuario configura un factor en el próximo inicio de sesión',
    PromptOnlyAtSignIn: 'Sugerir al iniciar sesión; los usuarios pueden omitirlo',
    PromptAtSignInAndSignUp:
      'Sugerir al registrarse y al iniciar sesión; los usuarios pueden omitirlo',
    NoPrompt: 'No preguntar nunca: los usuarios lo configuran desde su cuenta',
    PromptAtSignInAndSignUpMandatory: 'Exigir al registrarse y al iniciar sesión',
    PromptOnlyAtSignInMandatory: 'Exigir solo al iniciar sesión',
  },
  passkey_title: 'Inicio de sesión con llave de acceso',
  passkey_enabled: 'Iniciar sesión con una llave de acceso',
  passkey_enabled_description:
    'Los usuarios pueden iniciar sesión con una llave de acceso en lugar de un identificador.',
  passkey_button: 'Mostrar un botón «Iniciar sesión con llave de acceso»',
  passkey_autofill: 'Ofrecer llaves de acceso en el autocompletado del navegador',
  labels: {
    factors: 'Factores',
    policy: 'Política',
  },
};
