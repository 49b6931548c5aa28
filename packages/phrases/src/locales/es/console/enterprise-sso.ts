import type { LocalePhrases } from '../../../types.ts';

/** The enterprise SSO section: connectors, their connection, experience and IdP-initiated sign-in. */
export const enterprise_sso: NonNullable<NonNullable<LocalePhrases['console']>['enterprise_sso']> =
  {
    title: 'SSO empresarial',
    subtitle:
      'Permite que las personas de una empresa inicien sesión con su propio proveedor de identidad, elegido por su dominio de correo.',
    empty: 'Aún no hay conectores de SSO empresarial',
    empty_description:
      'Añade uno para dirigir los dominios de correo de una empresa a su proveedor de identidad.',
    no_domains: 'Sin dominios',
    columns: {
      name: 'Nombre',
      provider: 'Proveedor',
      domains: 'Dominios de correo',
    },
    providers: {
      OIDC: 'Cualquier proveedor de identidad compatible con OpenID Connect.',
      SAML: 'Cualquier proveedor de identidad compatible con SAML 2.0.',
      AzureAD: 'Microsoft Entra ID, antes Azure AD, mediante SAML 2.0.',
      GoogleWorkspace: 'Las cuentas de Google de una organización de Google Workspace.',
      Okta: 'Una organización de Okta mediante OpenID Connect.',
      AzureAdOidc: 'Microsoft Entra ID, antes Azure AD, mediante OpenID Connect.',
    },
    create: {
      button: 'Añadir conector empresarial',
      title: 'Añadir conector de SSO empresarial',
      description: 'Elige el proveedor de identidad de la empresa y luego pon nombre al conector.',
      provider_label: 'Proveedor de identidad',
      providers_error: 'No se pudo cargar la lista de proveedores de identidad.',
      name_label: 'Nombre del conector',
      name_description: 'Solo lo ves tú, en la consola.',
      name_placeholder: 'Por ejemplo, Okta de Acme',
      created: 'Conector {{name}} añadido.',
    },
    tabs: {
      connection: 'Conexión',
      experience: 'Experiencia',
      idp_initiated_auth: 'SSO iniciado por el IdP',
    },
    detail: {
      connector_id: 'ID del conector',
      delete_message:
        'Las personas de sus dominios de correo ya no podrán iniciar sesión con él. No se puede deshacer.',
    },
    connection: {
      test_connection: {
        title: 'Probar conexión',
        description:
          'Inicia sesión en el proveedor de identidad en una ventana nueva para comprobar esta configuración. Aquí no se inicia sesión a nadie ni se crea ningún usuario.',
        button: 'Probar conexión',
        waiting:
          'Esperando al proveedor de identidad. Termina el inicio de sesión en la ventana que se abrió.',
        popup_blocked:
          'No se pudo abrir la ventana. Abre el proveedor de identidad con este enlace:',
        open_link: 'Abrir el proveedor de identidad',
        succeeded:
          'El proveedor de identidad respondió. Estos son los campos del perfil que rellenó:',
        failed: 'La prueba falló: {{message}}',
        expired:
          'La prueba caducó antes de que respondiera el proveedor de identidad. Iníciala de nuevo.',
        empty_value: 'No indicado',
        fields: {
          issuer: 'Emisor',
          id: 'ID de usuario en el proveedor de identidad',
          email: 'Correo electrónico',
          name: 'Nombre',
          phone: 'Teléfono',
          avatar: 'Imagen',
        },
      },
      idp_title: 'Proveedor de identidad',
    },
    oidc: {
      description:
        'Copia estos datos de la aplicación OIDC que registraste en el proveedor de identidad.',
      issuer: 'Emisor',
      issuer_description:
        'El documento de descubrimiento se lee en su /.well-known/openid-configuration.',
      client_id: 'ID de cliente',
      client_secret: 'Secreto de cliente',
      scope: 'Ámbito',
      scope_description: 'Separados por espacios; openid se solicita siempre.',
    },
    saml: {
      description:
        'Indica los metadatos del proveedor de identidad por URL o como XML, o introduce sus valores uno a uno.',
      source_label: 'Metadatos del proveedor de identidad',
      sources: {
        url: 'URL de metadatos',
        xml: 'XML de metadatos',
        manual: 'Introducir a mano',
      },
      metadata_url: 'URL de metadatos',
      metadata_xml: 'XML de metadatos',
      idp_entity_id: 'ID de entidad del IdP',
      sso_url: 'URL de inicio de sesión único',
      certificate: 'Certificado de firma',
    },
    sp: {
      title: 'Valores del proveedor de servicios',
      saml_description: 'Introdúcelos en la aplicación SAML del proveedor de identidad.',
      oidc_description:
        'Registra esta URI de redirección en la aplicación OIDC del proveedor de identidad.',
      acs_url: 'URL del servicio consumidor de aserciones (ACS)',
      entity_id: 'ID de entidad del proveedor de servicios',
      redirect_uri: 'URI de redirección',
    },
    experience: {
      branding_title: 'Botón de inicio de sesión',
      branding_description: 'Cómo aparece el conector en la página de inicio de sesión.',
      connector_name: 'Nombre del conector',
      connector_name_description: 'Solo lo ves tú, en la consola.',
      display_name: 'Nombre visible',
      display_name_description:
        'Aparece en el botón de inicio de sesión; si está vacío, el nombre del conector.',
      logo: 'URL del logotipo',
      dark_logo: 'URL del logotipo (modo oscuro)',
      routing_title: 'Enrutamiento y perfil',
      routing_description:
        'Quienes tengan un correo que termine en uno de estos dominios inician sesión con este conector.',
      domains: 'Dominios de correo',
      domains_description: 'Pulsa Intro o escribe una coma tras cada dominio.',
      sync_profile: 'Sincronizar el perfil en cada inicio de sesión',
      sync_profile_description:
        'Desactivado, el nombre, el correo y el avatar se copian del proveedor de identidad solo en el primer inicio de sesión.',
    },
    idp_initiated: {
      title: 'Inicio de sesión único iniciado por el IdP',
      description:
        'Las personas pueden empezar en el portal del proveedor de identidad y llegar con la sesión iniciada a una de tus aplicaciones. Da esta URL ACS al proveedor de identidad.',
      load_error: 'No se pudo cargar la configuración del inicio iniciado por el IdP.',
      config_title: 'Configuración',
      enable: 'Permitir el inicio de sesión iniciado por el IdP',
      enable_description:
        'Desactivado, se rechaza un inicio de sesión iniciado por el proveedor de identidad.',
      default_application: 'Aplicación predeterminada',
      default_application_description:
        'Una aplicación web tradicional o de una sola página en la que termina el inicio de sesión.',
      choose_application: 'Elige una aplicación',
      no_applications: 'Ninguna aplicación adecuada',
      flow_label: 'Tras el inicio de sesión',
      flow_auto:
        'Enviar de inmediato la solicitud de autorización a la URI de redirección de la app',
      flow_client: 'Pasar al callback propio de la app, que inicia la sesión',
      redirect_uri: 'URI de redirección',
      redirect_uri_description: 'Una de las URI de redirección registradas para la aplicación.',
      client_callback_uri: 'URI de callback del cliente',
      client_callback_uri_description:
        'La dirección de tu app que inicia un inicio de sesión iniciado por el SP.',
    },
    errors: {
      required: 'Este campo es obligatorio.',
      invalid_url: 'Introduce una URL http o https válida.',
      invalid_domain: 'Introduce dominios como example.com.',
      duplicated_domain: 'Cada dominio solo puede aparecer una vez.',
    },
  };
