/** Get-started page: the first steps after installing. */
export const get_started = {
  title: 'Get started',
  subtitle: 'Three steps connect your first application to Gatehouse.',
  step: 'Step {{number}}',
  create_application_title: 'Create an application',
  create_application_description:
    'Register the web, mobile or machine-to-machine app that signs its users in through Gatehouse.',
  create_application_action: 'Go to applications',
  create_api_resource_title: 'Protect an API',
  create_api_resource_description:
    'Add your backend as an API resource and define the permissions its access tokens carry.',
  create_api_resource_action: 'Go to API resources',
  create_role_title: 'Define roles',
  create_role_description: 'Group permissions into roles and give them to users and machine apps.',
  create_role_action: 'Go to roles',
  section_coming_soon: 'Not available in this version yet',
  docs_title: 'Read the documentation',
  docs_description: 'Guides for each framework, API references and concepts.',
  docs_action: 'Open the docs',
} as const;
