import type { LocalePhrases } from '../../../types.ts';

/** Messages the console shows for failures it detects itself (not the server's messages). */
export const errors: NonNullable<NonNullable<LocalePhrases['console']>['errors']> = {
  page_not_found: 'Página no encontrada',
  page_not_found_description: 'La página que buscas no existe o se ha movido.',
  back_to_console: 'Volver a la consola',
  something_went_wrong: 'Algo salió mal',
  something_went_wrong_description:
    'Un error inesperado ha detenido esta página. Inténtalo de nuevo.',
  more_details: 'Más detalles',
  hide_details: 'Ocultar detalles',
  unknown_server_error: 'Se produjo un error desconocido en el servidor.',
  unexpected_error: 'Se produjo un error inesperado.',
  network_error:
    'No se puede conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  request_timeout: 'La solicitud tardó demasiado. Inténtalo de nuevo.',
  http_status: {
    '400': 'La solicitud no es válida.',
    '401': 'Tu sesión ha finalizado. Vuelve a iniciar sesión.',
    '403': 'No tienes permiso para hacer esto.',
    '404': 'No se encontró el elemento solicitado.',
    '409': 'La solicitud entra en conflicto con el estado actual.',
    '413': 'La solicitud es demasiado grande.',
    '422': 'No se pudo procesar la solicitud.',
    '429': 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
    '500': 'El servidor encontró un error interno.',
    '502': 'El servidor no está accesible en este momento.',
    '503': 'El servicio no está disponible en este momento.',
  },
  forbidden_title: 'Acceso denegado',
  config_unavailable: 'No se pudo cargar la configuración de la consola.',
  insecure_context_title: 'Se requiere una conexión segura',
  insecure_context:
    'En páginas no seguras, el navegador bloquea la criptografía necesaria para iniciar sesión. Abre la consola mediante HTTPS o desde localhost.',
  error_code: 'Código de error: {{code}}',
  first_sidebar_item_not_found: 'No se encontró el primer elemento de la barra lateral',
  tenant_id_not_found: 'No se encontró el ID del inquilino',
  only_default_tenant_supported: 'En la versión OSS solo se admite el inquilino predeterminado',
};
