import { defineSection } from '../../app/sections.ts';
import { ListIcon } from '../../kit/icons.tsx';

export const section = defineSection({
  key: 'audit_logs',
  path: 'audit-logs',
  icon: ListIcon,
  routes: [
    {
      path: 'audit-logs',
      lazy: async () => ({
        Component: (await import('./audit-logs-list-page.tsx')).AuditLogsListPage,
      }),
    },
    {
      path: 'audit-logs/:logId',
      lazy: async () => ({
        Component: (await import('./audit-log-detail-page.tsx')).AuditLogDetailPage,
      }),
    },
  ],
});
