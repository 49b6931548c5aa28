import type { LocalePhrases } from '../../../types.ts';

/** The self-hosted profile page at /console/profile. */
export const profile: NonNullable<NonNullable<LocalePhrases['console']>['profile']> = {
  title: 'Configuración de la cuenta',
  description: 'Cambia los datos de tu cuenta y cómo apareces en la consola.',
  back_to_console: 'Volver a la consola',
  profile_information: 'Información del perfil',
  avatar: 'Imagen de perfil',
  avatar_alt: 'Imagen de perfil de {{name}}',
  upload_avatar: 'Subir imagen',
  remove_avatar: 'Quitar imagen',
  avatar_hint: 'SVG, PNG, JPEG o ICO, hasta {{size}}.',
  uploading: 'Subiendo…',
  name: 'Nombre',
  username: 'Nombre de usuario',
  edit: 'Editar',
  not_set: 'Sin definir',
  edit_name: 'Editar nombre',
  edit_username: 'Editar nombre de usuario',
  updated: 'Perfil actualizado.',
  username_invalid:
    'El nombre de usuario debe empezar por una letra o un guion bajo y contener solo letras, dígitos y guiones bajos.',
  upload: {
    file_count_error: 'Sube un archivo cada vez.',
    file_type_error: 'Tipo de archivo no admitido. Permitidos: {{extensions}}.',
    file_size_error: 'El archivo es demasiado grande. Máximo: {{limit}}.',
    generic_error: 'No se pudo subir el archivo. Inténtalo de nuevo.',
    service_not_configured:
      'El almacenamiento de archivos no está configurado en este servidor, por lo que no se pueden subir imágenes.',
  },
};
