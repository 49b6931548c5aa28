import type { ApplicationDetail } from '@gatehouse/schemas/entities/application';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AssignedRolesTab } from '../../../kit/assigned-roles-tab.tsx';
import { applicationKeys } from '../application-keys.ts';

/** Roles tab of an M2M app: its machine-to-machine roles, assign more, remove one. */
export const ApplicationRolesTab = ({ application }: { application: ApplicationDetail }) => {
  const { t } = useTranslation();
  return (
    <AssignedRolesTab
      routes={{
        list: (api, paging, signal) =>
          api.getPage('/api/applications/{applicationId}/roles', paging, {
            params: { path: { applicationId: application.id } },
            signal,
          }),
        assign: (api, roleIds) =>
          api.post('/api/applications/{applicationId}/roles', {
            params: { path: { applicationId: application.id } },
            body: { roleIds },
          }),
        remove: (api, roleId) =>
          api.delete('/api/applications/{applicationId}/roles/{roleId}', {
            params: { path: { applicationId: application.id, roleId } },
          }),
      }}
      queryKey={applicationKeys.roles(application.id)}
      assignable={{
        queryKey: ['roles', 'list', 'assignable-to-application', application.id],
        list: (api, paging, signal) =>
          api.getPage('/api/roles', paging, {
            params: { query: { type: 'MachineToMachine', excludeApplicationId: application.id } },
            signal,
          }),
      }}
      labels={{
        table: t('applications.tabs.roles'),
        description: t('applications.roles.description'),
        assign: t('applications.roles.assign'),
        assignTitle: t('applications.roles.assign_title'),
        assigned: t('applications.roles.assigned'),
        empty: t('applications.roles.empty'),
        nameColumn: t('applications.roles.columns.name'),
        descriptionColumn: t('applications.roles.columns.description'),
        removeMessage: t('applications.roles.remove_message'),
        remove: (name) => t('applications.roles.remove', { name }),
        removeTitle: (name) => t('applications.roles.remove_title', { name }),
        removed: (name) => t('applications.roles.removed', { name }),
      }}
    />
  );
};
