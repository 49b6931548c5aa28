/** Query keys, one factory per area, so invalidation never guesses at string arrays. */
export const meKeys = {
  all: ['me'] as const,
  profile: () => [...meKeys.all, 'profile'] as const,
  customData: () => [...meKeys.all, 'custom-data'] as const,
  assetsStatus: () => [...meKeys.all, 'user-assets', 'service-status'] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  totalUsers: () => [...dashboardKeys.all, 'users', 'total'] as const,
  newUsers: () => [...dashboardKeys.all, 'users', 'new'] as const,
};

export const releaseKeys = {
  latest: (url: string) => ['release-info', url] as const,
};
