/**
 * Public places the console links to. Gatehouse speaks Logto's wire protocol, so Logto's guides
 * apply; the help channels are the project's own and are set here in one place.
 */
export const externalLinks = {
  docs: 'https://docs.logto.io/',
  createApplicationDocs: 'https://docs.logto.io/integrate-logto',
  protectApiDocs: 'https://docs.logto.io/authorization/api-resources',
  rolesDocs: 'https://docs.logto.io/authorization/role-based-access-control',
  communityChat: 'https://github.com/gatehouse-auth/gatehouse/discussions',
  issues: 'https://github.com/gatehouse-auth/gatehouse/issues',
  email: 'mailto:contact@gatehouse.dev',
  meeting: 'https://github.com/gatehouse-auth/gatehouse#contact',
} as const;
