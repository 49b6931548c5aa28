import type { LocalePhrases } from '../../../types.ts';

/** The API resources section: list, create, permissions, general settings and guides. */
export const api_resources: NonNullable<NonNullable<LocalePhrases['console']>['api_resources']> = {
  title: 'Recursos de API',
  subtitle:
    'Define las API a las que llaman tus aplicaciones y los permisos (ámbitos) que comprueban.',
  create: 'Crear recurso de API',
  empty: 'Aún no hay recursos de API',
  empty_description: 'Crea uno para proteger una API con tokens de acceso.',
  search_placeholder: 'Buscar por nombre o identificador de API',
  column_name: 'Nombre de la API',
  column_indicator: 'Identificador de API',
  default_badge: 'Predeterminada',
  management_api_badge: 'API de administración',
  name: 'Nombre de la API',
  name_placeholder: 'Mi API',
  indicator: 'Identificador de API',
  indicator_placeholder: 'https://api.example.com',
  indicator_hint:
    'Un URI absoluto y único sin fragmento (#), normalmente la URL de tu API. Se convierte en la reclamación «aud» de los tokens de acceso y no se puede cambiar más adelante.',
  indicator_invalid: 'Introduce un URI absoluto sin fragmento (#), como https://api.example.com.',
  created: 'Recurso de API {{name}} creado.',
  delete_message:
    'Las aplicaciones dejarán de obtener tokens de acceso para esta API y los roles perderán sus permisos. Esta acción no se puede deshacer.',
  tabs: {
    permissions: 'Permisos',
    general: 'General',
  },
  permissions: {
    title: 'Permisos',
    description:
      'Ámbitos que puede llevar un token para esta API. Tu API los comprueba en cada solicitud.',
    add: 'Crear permiso',
    edit: 'Editar permiso',
    edit_named: 'Editar {{name}}',
    delete_named: 'Eliminar {{name}}',
    delete_title: '¿Eliminar el permiso {{name}}?',
    delete_message: 'Los roles que lo conceden lo pierden y los tokens dejarán de incluirlo.',
    deleted: 'Permiso {{name}} eliminado.',
    saved: 'Permiso {{name}} guardado.',
    name: 'Nombre del permiso',
    name_placeholder: 'read:orders',
    name_hint: 'Sin espacios; por ejemplo, read:orders o write:orders.',
    name_no_spaces: 'Los nombres de permisos no pueden contener espacios.',
    description_label: 'Descripción',
    description_placeholder: 'Leer todos los pedidos',
    column_name: 'Nombre',
    column_description: 'Descripción',
    column_created: 'Creado',
    empty: 'Aún no hay permisos',
    read_only: 'Los permisos de la API de administración son integrados y no se pueden cambiar.',
  },
  general: {
    title: 'General',
    name: 'Nombre de la API',
    indicator: 'Identificador de API',
    token_ttl: 'Caducidad del token de acceso (segundos)',
    token_ttl_hint:
      'Cuánto tiempo sigue siendo válido un token de acceso para esta API. Valor predeterminado: 3600 (una hora).',
    default_api: 'API predeterminada',
    default_api_hint:
      'Los inicios de sesión que no solicitan ningún recurso obtienen un token de acceso para la API predeterminada. Solo una API puede ser la predeterminada.',
    default_set: '{{name}} es ahora la API predeterminada.',
    default_unset: '{{name}} ya no es la API predeterminada.',
    read_only:
      'La API de administración es integrada: su configuración no se puede cambiar y no se puede eliminar.',
  },
  guides: {
    menu: 'Guías de integración',
    open: 'Abrir la guía de {{name}}',
    back: 'Volver a {{name}}',
    not_found: 'Esta guía no existe.',
    express: 'Express (Node.js)',
    python: 'Python (Flask)',
    title: 'Protege {{name}} con {{framework}}',
    intro:
      'Tu API acepta una solicitud cuando su token de portador es un JWT firmado por este inquilino, emitido para el identificador {{indicator}} y que incluye el permiso necesario.',
    step_install: 'Instala las bibliotecas',
    step_verify: 'Verifica el token de acceso',
    step_verify_description:
      'Obtén las claves de firma del endpoint JWKS y comprueba la firma, el emisor, la audiencia y la caducidad de cada token.',
    step_scope: 'Comprueba los permisos',
    step_scope_description:
      'La reclamación «scope» del token enumera los permisos concedidos, separados por espacios.',
    step_call: 'Llama a la API con un token',
    step_call_description:
      'Una aplicación de máquina a máquina obtiene un token con la concesión de credenciales de cliente; sustituye el ID y el secreto por los de una aplicación que tenga un rol que conceda el permiso.',
    copy_code: 'Copiar el código de {{language}}',
    copied: 'Copiado',
    code_label: 'Código de {{language}}',
    no_permissions_note: 'Esta API aún no tiene permisos; los ejemplos usan read:example.',
  },
};
