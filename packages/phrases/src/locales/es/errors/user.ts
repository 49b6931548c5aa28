import type { LocalePhrases } from '../../../types.ts';

export const user: NonNullable<NonNullable<LocalePhrases['errors']>['user']> = {
  username_already_in_use: 'Este nombre de usuario ya está en uso.',
  email_already_in_use: 'Esta dirección de correo electrónico ya está en uso.',
  phone_already_in_use: 'Este número de teléfono ya está en uso.',
  invalid_email: 'La dirección de correo electrónico no es válida.',
  invalid_phone: 'El número de teléfono no es válido.',
  user_not_exist: 'El usuario no existe.',
  suspended: 'Esta cuenta está suspendida.',
  cannot_delete_self: 'No puedes eliminarte a ti mismo.',
  same_password: 'La nueva contraseña no puede ser igual a la actual.',
  username_too_long: 'El nombre de usuario debe tener como máximo {{maxLength}} caracteres.',
  sign_in_method_not_enabled: 'Este método de inicio de sesión no está habilitado.',
  sign_up_method_not_enabled: 'Este método de registro no está habilitado.',
  username_required: 'Se requiere un nombre de usuario.',
  password_and_digest:
    'No puedes establecer a la vez una contraseña en texto plano y un resumen de contraseña.',
  password_algorithm_required:
    'Se requiere un algoritmo de contraseña junto con el resumen de contraseña.',
  identity_not_exist: 'La identidad social aún no se ha registrado.',
  invalid_role_type: 'Este tipo de rol no se puede asignar a un usuario.',
};
