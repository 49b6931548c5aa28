/** Query keys of the applications area; invalidating `all` refreshes every list and detail. */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  secrets: (id: string) => [...applicationKeys.detail(id), 'secrets'] as const,
  roles: (id: string) => [...applicationKeys.detail(id), 'roles'] as const,
  branding: (id: string) => [...applicationKeys.detail(id), 'sign-in-experience'] as const,
  consentScopes: (id: string) => [...applicationKeys.detail(id), 'user-consent-scopes'] as const,
  resources: () => ['resources', 'for-applications'] as const,
};
