import type { LocalePhrases } from '../../../types.ts';

/** The connectors section: passwordless and social tabs, create, guides, detail, e-mail templates. */
export const connectors: NonNullable<NonNullable<LocalePhrases['console']>['connectors']> = {
  title: 'Conectores',
  subtitle:
    'Conecta los servicios que entregan los códigos de verificación y los proveedores con los que las personas inician sesión.',
  tabs: {
    label: 'Tipos de conector',
    passwordless: 'Sin contraseña',
    social: 'Sociales',
  },
  types: {
    Email: 'Correo electrónico',
    Sms: 'SMS',
    Social: 'Social',
  },
  passwordless: {
    email_title: 'Conector de correo',
    email_description:
      'Envía códigos de verificación por correo para inicio de sesión, registro y recuperación.',
    sms_title: 'Conector de SMS',
    sms_description: 'Envía códigos de verificación por mensaje de texto a números de teléfono.',
    email_empty: 'Aún no hay conector de correo',
    sms_empty: 'Aún no hay conector de SMS',
    add_email: 'Añadir conector de correo',
    add_sms: 'Añadir conector de SMS',
    replace_note: 'Solo uno de cada tipo está activo; añadir otro reemplaza el actual.',
  },
  social: {
    empty: 'Aún no hay conectores sociales',
    empty_description:
      'Permite que las personas inicien sesión con una cuenta que ya tienen en otro lugar.',
    add: 'Añadir conector social',
    columns: {
      name: 'Nombre',
      target: 'Destino',
      platform: 'Plataforma',
    },
    table_label: 'Conectores sociales',
    platforms: {
      Universal: 'Universal',
      Web: 'Web',
      Native: 'Nativa',
    },
  },
  create: {
    title_email: 'Añadir conector de correo',
    title_sms: 'Añadir conector de SMS',
    title_social: 'Añadir conector social',
    choose: 'Elige un proveedor',
    next: 'Siguiente',
    no_factories: 'No hay ningún conector disponible de este tipo.',
    replaces_current: 'Al guardarlo, reemplaza el conector de {{type}} actual.',
  },
  guide: {
    title: 'Configurar {{name}}',
    steps_title: 'Cómo configurarlo',
    config_title: 'Configuración',
    save: 'Guardar y terminar',
    created: '{{name}} añadido.',
    texts: {
      'simple-mail-transfer-protocol':
        'Pide a tu proveedor de correo el host SMTP, el puerto y, si lo necesita, un usuario y una contraseña. Indica la dirección desde la que salen los correos. Usa el puerto 465 con «TLS desde el inicio» o el puerto 587 con STARTTLS.',
      'http-email':
        'Opera un endpoint HTTPS que entregue correos. Gatehouse le envía cada mensaje como JSON con el destinatario, el propósito y el código; responde con un estado 2xx cuando lo acepte.',
      'http-sms':
        'Opera un endpoint HTTPS que envíe mensajes de texto. Gatehouse le envía cada mensaje como JSON con el número de teléfono, el propósito y el código; responde con un estado 2xx cuando lo acepte.',
      oauth2:
        'Registra Gatehouse como cliente en tu proveedor OAuth 2.0, con la URL de retorno de tu página de inicio de sesión. Copia aquí el ID y el secreto de cliente y los endpoints de autorización, token y userinfo del proveedor, y asigna los campos de su perfil de usuario.',
      github:
        'En GitHub, abre Settings → Developer settings → OAuth Apps y registra una nueva app con la URL de retorno de tu página de inicio de sesión. Copia aquí su ID de cliente y un nuevo secreto de cliente.',
      google:
        'En la consola de Google Cloud, crea un ID de cliente OAuth de tipo «Aplicación web» con la URL de retorno de tu página de inicio de sesión como URI de redirección autorizada. Copia aquí el ID de cliente y el secreto.',
      microsoft:
        'En Microsoft Entra ID, registra una aplicación con la URL de retorno de tu página de inicio de sesión como URI de redirección web. Copia aquí su ID de aplicación (cliente) y un secreto de cliente; deja «common» como directorio salvo que solo una organización pueda iniciar sesión.',
      apple:
        'En tu cuenta de Apple Developer, crea un Services ID para «Iniciar sesión con Apple» con la URL de retorno de tu página de inicio de sesión y una clave para «Iniciar sesión con Apple». Introduce aquí el Services ID, tu ID de equipo, el ID de la clave y el contenido del archivo de clave .p8.',
      discord:
        'En el Discord Developer Portal, crea una aplicación y añade la URL de retorno de tu página de inicio de sesión a sus redirecciones OAuth2. Copia aquí su ID de cliente y su secreto de cliente.',
      oidc: 'Registra Gatehouse como cliente en tu proveedor OpenID Connect, con la URL de retorno de tu página de inicio de sesión. Copia aquí el ID de cliente, el secreto de cliente y los endpoints del proveedor, y asigna al conector un destino que nombre al proveedor.',
    },
    fallback_text: 'Completa la configuración que te dio el proveedor y guarda.',
  },
  form: {
    target: 'Destino',
    target_description: 'Un nombre corto y único para el proveedor, como «acme-idp».',
    display_name: 'Nombre del botón',
    display_name_description: 'El nombre que aparece en el botón de inicio de sesión.',
    sync_profile: 'Actualizar el perfil de la persona desde el proveedor en cada inicio de sesión',
    show_secret: 'Mostrar valor',
    invalid_json: 'Introduce un JSON válido.',
    invalid_number: 'Introduce un número entero.',
    choose_option: 'Elige una opción',
    items: {
      host: 'Host',
      port: 'Puerto',
      auth: 'Credenciales',
      auth_description: '{ "user": "…", "pass": "…" } cuando el servidor pide iniciar sesión.',
      fromEmail: 'Dirección del remitente',
      replyTo: 'Dirección de respuesta',
      secure: 'TLS desde el inicio (puerto 465)',
      requireTLS: 'Exigir STARTTLS',
      templates: 'Plantillas',
      templates_description:
        'Opcional [{ usageType, subject, content, contentType }]; las plantillas de correo de abajo tienen prioridad.',
      endpoint: 'Endpoint',
      endpoint_description:
        'Gatehouse envía { to, type, payload: { code, locale } } aquí como JSON.',
      authorization: 'Encabezado Authorization',
      authorization_description: 'Se envía como encabezado Authorization en cada solicitud.',
      clientId: 'ID de cliente',
      clientSecret: 'Secreto de cliente',
      authorizationEndpoint: 'Endpoint de autorización',
      tokenEndpoint: 'Endpoint de token',
      userInfoEndpoint: 'Endpoint de userinfo',
      issuer: 'Emisor',
      issuer_description:
        'Los endpoints que se dejen vacíos se obtienen de su configuración OpenID.',
      jwksUri: 'URI de JWKS',
      scope: 'Alcance',
      tokenEndpointAuthMethod: 'Autenticación en el endpoint de token',
      keyId: 'ID de la clave',
      teamId: 'ID de equipo',
      privateKey: 'Clave privada (.p8)',
      tenantId: 'Directorio (inquilino)',
      pkce: 'Usar PKCE',
      profileMap: 'Asignación del perfil',
      profileMap_description:
        'Claves (o rutas con puntos) de id, email, emailVerified, phone, phoneVerified, name y avatar en el perfil. Un correo sin indicador de verificación no se considera fiable.',
    },
  },
  detail: {
    delete_message:
      'Los métodos de inicio de sesión que dependen de este conector dejarán de funcionar hasta que añadas otro.',
  },
  test: {
    title: 'Enviar una prueba',
    description_email: 'Envía un correo de prueba con la configuración de arriba, guardada o no.',
    description_sms:
      'Envía un mensaje de texto de prueba con la configuración de arriba, guardada o no.',
    email_label: 'Correo electrónico',
    phone_label: 'Número de teléfono',
    send: 'Enviar prueba',
    sent: 'Mensaje de prueba enviado. Revisa la bandeja de entrada de {{to}}.',
    failed: 'No se envió el mensaje de prueba.',
    code: 'Código de error: {{code}}',
    invalid_email: 'Introduce un correo como nombre@example.com.',
    invalid_phone: 'Introduce un número de teléfono solo con dígitos, opcionalmente tras un +.',
  },
  errors: {
    general: 'El conector no pudo completar la solicitud.',
    invalid_metadata: 'Los metadatos del conector no son válidos.',
    unexpected_type: 'Este tipo de conector no puede hacer eso.',
    invalid_config_guard:
      'La configuración del conector está incompleta o tiene un formato incorrecto.',
    invalid_request_parameters: 'El proveedor rechazó los parámetros de la solicitud.',
    insufficient_request_parameters: 'Falta información obligatoria en la solicitud.',
    invalid_config:
      'La configuración del conector es incorrecta; revisa el host, las credenciales y las direcciones.',
    invalid_certificate: 'El certificado del proveedor no es de confianza.',
    invalid_response:
      'El proveedor respondió con un error; revisa las credenciales y el remitente.',
    template_not_found: 'No se encontró ninguna plantilla de mensaje para este propósito.',
    template_not_supported: 'Este conector no admite esa plantilla de mensaje.',
    rate_limit_exceeded: 'Se enviaron demasiados mensajes. Inténtalo más tarde.',
    not_implemented: 'Este conector aún no puede hacer eso.',
    social_auth_code_invalid: 'El proveedor rechazó el código de autorización.',
    social_invalid_access_token: 'El proveedor rechazó el token de acceso.',
    social_invalid_id_token: 'El token de ID del proveedor no es válido.',
    authorization_failed: 'Falló la autorización en el proveedor.',
    unknown: 'El conector falló.',
  },
  templates: {
    title: 'Plantillas de correo',
    description:
      'El asunto y el cuerpo de cada tipo de correo, por idioma. Escribe {{code}} donde va el código de verificación.',
    add: 'Añadir plantilla',
    empty: 'Aún no hay plantillas de correo',
    empty_description:
      'Sin plantilla, los correos usan el texto integrado en el idioma de la persona.',
    table_label: 'Plantillas de correo',
    columns: {
      purpose: 'Propósito',
      language: 'Idioma',
      subject: 'Asunto',
      actions: 'Acciones',
    },
    purposes: {
      SignIn: 'Inicio de sesión',
      Register: 'Registro',
      ForgotPassword: 'Contraseña olvidada',
      Generic: 'Genérico',
    },
    edit: 'Editar la plantilla {{name}}',
    delete: 'Eliminar la plantilla {{name}}',
    delete_title: '¿Eliminar esta plantilla?',
    delete_message: 'Los correos de este propósito e idioma vuelven al texto integrado.',
    deleted: 'Plantilla eliminada.',
    saved: 'Plantilla guardada.',
    editor_title_new: 'Añadir plantilla de correo',
    editor_title_edit: 'Editar plantilla de correo',
    purpose_label: 'Propósito',
    language_label: 'Idioma',
    subject_label: 'Asunto',
    content_label: 'Contenido',
    content_type_label: 'Formato',
    content_types: {
      html: 'HTML',
      text: 'Texto sin formato',
    },
    send_from_label: 'Nombre del remitente',
    reply_to_label: 'Dirección de respuesta',
    url_not_allowed: 'No se permiten URL en el nombre del remitente.',
    preview_title: 'Vista previa',
    preview_frame: 'Vista previa del correo',
    preview_note:
      'Se muestra con el código de ejemplo 123456; los scripts y enlaces no se ejecutan.',
    exists: 'Ya existe una plantilla para este propósito e idioma; al guardar se reemplaza.',
    save: 'Guardar plantilla',
  },
};
