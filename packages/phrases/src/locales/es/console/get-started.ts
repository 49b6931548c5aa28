import type { LocalePhrases } from '../../../types.ts';

/** Get-started page: the first steps after installing. */
export const get_started: NonNullable<NonNullable<LocalePhrases['console']>['get_started']> = {
  title: 'Primeros pasos',
  subtitle: 'Tres pasos para conectar tu primera aplicación a Gatehouse.',
  step: 'Paso {{number}}',
  create_application_title: 'Crea una aplicación',
  create_application_description:
    'Registra la aplicación web, móvil o de máquina a máquina cuyos usuarios inician sesión a través de Gatehouse.',
  create_application_action: 'Ir a aplicaciones',
  create_api_resource_title: 'Protege una API',
  create_api_resource_description:
    'Añade tu backend como recurso de API y define los permisos que incluyen sus tokens de acceso.',
  create_api_resource_action: 'Ir a recursos de API',
  create_role_title: 'Define los roles',
  create_role_description:
    'Agrupa permisos en roles y asígnalos a usuarios y aplicaciones de máquina.',
  create_role_action: 'Ir a roles',
  section_coming_soon: 'Aún no disponible en esta versión',
  docs_title: 'Lee la documentación',
  docs_description: 'Guías para cada framework, referencias de API y conceptos.',
  docs_action: 'Abrir la documentación',
};
