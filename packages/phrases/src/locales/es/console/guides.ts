import type { LocalePhrases } from '../../../types.ts';

/** Integration guides of an application: step titles and explanations around the code samples. */
export const guides: NonNullable<NonNullable<LocalePhrases['console']>['guides']> = {
  page_title: 'Integrar {{guide}}',
  subtitle:
    'Inicia la sesión de los usuarios en «{{application}}» paso a paso. Los ejemplos ya contienen los valores reales de esta aplicación: cópialos tal cual.',
  subtitle_m2m:
    'Permite que «{{application}}» llame a tus API con sus propias credenciales, paso a paso. Los ejemplos ya contienen los valores reales de esta aplicación: cópialos tal cual.',
  picker_label: 'Framework o lenguaje',
  package: 'Paquete: {{package}}',
  back_to_application: 'Volver a la aplicación',
  finish: 'Listo, ir a la configuración',
  not_found: 'No existe esa guía para este tipo de aplicación.',
  step_label: 'Paso {{number}}',
  code_label: 'Ejemplo de código, {{language}}',
  code_file: 'Archivo {{file}}',
  copy: 'Copiar',
  copy_code: 'Copiar el código de {{file}}',
  copy_snippet: 'Copiar el ejemplo de código',
  copied: 'Copiado',
  missing_secret:
    'Esta aplicación aún no tiene un secreto válido, así que los ejemplos muestran un marcador de posición. Crea uno en la pestaña de configuración y vuelve aquí.',
  uris: {
    redirect_uri: 'URI de redirección',
    post_logout_redirect_uri: 'URI de redirección tras cerrar sesión',
    registered: 'Registrado',
    not_registered: 'Aún no registrado',
    add: 'Añadir {{uri}} a la aplicación',
    add_short: 'Añadir',
    added: '{{uri}} se ha añadido a la aplicación.',
  },
  resource: {
    label: 'Recurso de API al que llamar',
    description: 'El token de acceso se emite para este recurso de API.',
    none: 'Aún no hay ningún recurso de API. Crea uno primero en Recursos de API.',
  },
  steps: {
    install: {
      title: 'Instala el SDK',
      description: 'Añade {{package}} y los paquetes que usa el ejemplo a tu proyecto.',
    },
    configure_uris: {
      title: 'Registra los URI de redirección',
      description:
        'Tras iniciar sesión, los usuarios vuelven al URI de redirección; tras cerrarla, al URI de redirección tras cerrar sesión. Ambos deben registrarse exactamente como los envía la aplicación.',
    },
    init_client: {
      title: 'Configura el cliente',
      description:
        'Guarda el secreto solo en el servidor. El secreto de cookie de abajo se generó en tu navegador para esta página; sirve cualquier valor aleatorio largo.',
    },
    provider: {
      title: 'Envuelve la aplicación en el proveedor',
      description:
        'El proveedor mantiene el estado de inicio de sesión; el enrutador sirve la página de callback en la ruta del URI de redirección.',
    },
    callback: {
      title: 'Gestiona el callback de inicio de sesión',
      description:
        'Esta página intercambia el código de autorización por tokens y luego devuelve al usuario a la página de inicio.',
    },
    sign_in_out: {
      title: 'Inicia y cierra sesión',
      description:
        'Inicia la sesión con el URI de redirección y ciérrala con el URI de redirección tras cerrar sesión; las reclamaciones del token de ID muestran quién ha iniciado sesión.',
    },
    user_info: {
      title: 'Lee el usuario',
      description: 'Las reclamaciones del token de ID describen al usuario que ha iniciado sesión.',
    },
    session: {
      title: 'Mantén la sesión',
      description: 'El SDK guarda sus tokens en la sesión de cada visitante.',
    },
    routes: {
      title: 'Añade las rutas de inicio de sesión',
      description:
        'Estas rutas inician la sesión, gestionan el callback, cierran la sesión y muestran el usuario que ha iniciado sesión. El secreto y el secreto de cookie se quedan en el servidor.',
    },
    protect_routes: {
      title: 'Protege las rutas',
      description:
        'Envía primero a la ruta de inicio de sesión a los visitantes que no la hayan iniciado.',
    },
    native_scheme: {
      title: 'Reclama el esquema de URL',
      description:
        'La aplicación debe abrirse con el esquema de su URI de redirección para que el navegador pueda devolverle el resultado.',
    },
    assign_roles: {
      title: 'Da permisos a la aplicación',
      description:
        'Una aplicación de máquina a máquina obtiene los permisos de los roles de máquina a máquina que tiene asignados. Asigna roles en la pestaña de roles de esta aplicación.',
    },
    token_curl: {
      title: 'Obtén un token de acceso',
      description:
        'Llama al endpoint de token con la concesión de credenciales de cliente. El ID y el secreto de la aplicación se autentican con HTTP Basic.',
    },
    token_node: {
      title: 'Obtén un token desde Node.js',
      description:
        'La misma solicitud con openid-client, que lee los endpoints del documento de descubrimiento.',
    },
    call_api: {
      title: 'Llama a la API',
      description:
        'Envía el token de acceso como token de portador. Caduca tras la duración configurada en el recurso de API.',
    },
    checkpoint: {
      title: 'Pruébalo',
      description:
        'Ejecuta la aplicación e inicia sesión: deberías ver las reclamaciones de tu usuario. Al cerrar sesión, vuelves a la aplicación sin sesión iniciada.',
    },
  },
};
