import type { LocalePhrases } from '../../../types.ts';

/** SAML applications (we are the IdP): settings, metadata, certificates and attribute mapping. */
export const saml_applications: NonNullable<
  NonNullable<LocalePhrases['console']>['saml_applications']
> = {
  load_error: 'No se pudo cargar la configuración SAML.',
  create: {
    button: 'Crear app SAML',
    title: 'Crear app SAML',
    description:
      'Gatehouse inicia la sesión de los usuarios en una app que usa SAML 2.0: ponle nombre aquí y luego introduce su URL de ACS y su ID de entidad en la configuración.',
  },
  tabs: {
    attribute_mapping: 'Asignación de atributos',
  },
  settings: {
    general: 'Datos generales',
    name: 'Nombre de la aplicación',
    description: 'Descripción',
    sp_title: 'Proveedor de servicios',
    sp_description: 'Adónde se envía la respuesta SAML firmada y a quién va dirigida.',
    acs_url: 'URL del servicio consumidor de aserciones (ACS)',
    acs_url_description: 'La dirección del proveedor de servicios que recibe la respuesta SAML.',
    acs_binding: 'Vinculación',
    acs_binding_description: 'Cómo llega la respuesta a la URL ACS.',
    entity_id: 'ID de entidad del proveedor de servicios',
    entity_id_description: 'La audiencia de la aserción, como máximo 128 caracteres.',
    name_id_format: 'Formato de NameID',
    name_id_format_description: 'Cómo se nombra al usuario en el sujeto de la aserción.',
    encryption_title: 'Cifrado',
    encryption_description: 'Cifrar la aserción con el certificado del proveedor de servicios.',
    encrypt_assertion: 'Cifrar la aserción',
    encrypt_then_sign: 'Cifrar y después firmar',
    encrypt_then_sign_description: 'Firmar la aserción cifrada en lugar de cifrar una firmada.',
    encryption_certificate: 'Certificado del proveedor de servicios',
    encryption_certificate_description: 'El certificado PEM cuya clave pública cifra la aserción.',
  },
  name_id_formats: {
    persistent: 'Persistente (ID de usuario)',
    email_address: 'Dirección de correo',
    transient: 'Transitorio (nuevo en cada inicio de sesión)',
    unspecified: 'Sin especificar',
  },
  idp: {
    title: 'Metadatos del proveedor de identidad',
    description:
      'Da al proveedor de servicios nuestros metadatos, o la URL de inicio de sesión único y el certificado activo.',
    metadata_url: 'URL de metadatos del IdP',
    sso_url: 'URL de inicio de sesión único',
    download_metadata: 'Descargar metadatos',
  },
  certificates: {
    title: 'Certificados de firma',
    description:
      'Las respuestas SAML se firman con el certificado activo. Añade uno nuevo antes de que caduque el anterior y luego actívalo.',
    create: 'Añadir certificado',
    create_title: 'Añadir certificado de firma',
    create_submit: 'Añadir',
    life_span: 'Validez (años)',
    created: 'Certificado añadido.',
    empty:
      'Aún no hay certificados. Añade uno: sin un certificado activo no se pueden firmar las respuestas.',
    load_error: 'No se pudieron cargar los certificados.',
    fingerprint: 'Huella SHA-256',
    status: 'Estado',
    active: 'Activo',
    inactive: 'Inactivo',
    expires_at: 'Caduca',
    expired: 'Caducado',
    download: 'Descargar',
    activate: 'Activar',
    activated: 'Certificado activado.',
    delete_label: 'Eliminar el certificado {{fingerprint}}',
    delete_title: '¿Eliminar este certificado?',
    delete_message:
      'Los proveedores de servicios que aún confían en él rechazarán las respuestas firmadas con él.',
    deleted: 'Certificado eliminado.',
  },
  attributes: {
    title: 'Asignación de atributos',
    description:
      'Los datos del usuario enviados en la aserción SAML y el nombre de atributo con el que sale cada uno.',
    add: 'Añadir atributo',
    empty: 'No hay atributos asignados',
    empty_description: 'Solo se envía el NameID hasta que asignes algún dato.',
    user_claim: 'Dato del usuario',
    saml_attribute: 'Nombre del atributo SAML',
    user_claim_of: 'Dato del usuario de la fila {{index}}',
    saml_attribute_of: 'Nombre del atributo SAML de la fila {{index}}',
    remove: 'Quitar {{name}}',
  },
  errors: {
    invalid_url: 'Introduce una URL http o https válida.',
    certificate_required: 'Se necesita un certificado para cifrar la aserción.',
    duplicated_attribute: 'Cada dato solo puede asignarse una vez.',
  },
};
