import { ActionIcon, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AssignDialog, type AssignSource } from '../../../kit/assign-dialog.tsx';
import { Button } from '../../../kit/button.tsx';
import { useDialogs } from '../../../kit/confirm-dialog.tsx';
import { EmptyState } from '../../../kit/empty-state.tsx';
import { EditIcon, PlusIcon, TrashIcon } from '../../../kit/icons.tsx';
import type { PageLoader } from '../../../kit/resource-queries.ts';
import { type Column, ResourceTable } from '../../../kit/resource-table.tsx';
import { SearchBox } from '../../../kit/search-box.tsx';
import { showSuccessToast } from '../../../kit/server-errors.ts';
import { usePagedTable } from '../../../kit/use-paged-table.ts';
import {
  type MemberKind,
  membersKey,
  type Organization,
  useAddMembers,
  useOrganizationRoleOptions,
  useRemoveMember,
  useSetMemberRoles,
} from '../organizations-api.ts';
import { MemberRolesModal, RolePicker } from './member-roles-modal.tsx';

type Member = { id: string; organizationRoles: { id: string; name: string }[] };

type MemberTableProps<T extends Member, C> = {
  organization: Organization;
  kind: MemberKind;
  /** Phrase group under `organizations.*`: `members` or `apps`. */
  phrases: 'members' | 'apps';
  nameOf: (member: T) => string;
  columns: Column<T>[];
  /** Loads a page of members. */
  list: PageLoader<T>;
  /** Where the add dialog picks candidates from. */
  candidates: AssignSource<C>;
  getCandidateId: (candidate: C) => string;
  getCandidateLabel: (candidate: C) => string;
  getCandidateDescription?: (candidate: C) => string;
};

/** Members (users) or machine-to-machine apps of an organization, with their roles. */
export const OrganizationMemberTable = <T extends Member, C>(props: MemberTableProps<T, C>) => {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const { organization, kind, phrases } = props;
  const [isAdding, setIsAdding] = useState(false);
  const [newRoleIds, setNewRoleIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<T>();
  const roles = useOrganizationRoleOptions(kind === 'users' ? 'User' : 'MachineToMachine');
  const add = useAddMembers(organization.id, kind);
  const remove = useRemoveMember(organization.id, kind);
  const setRoles = useSetMemberRoles(organization.id, kind);
  const { params, table } = usePagedTable<T>(membersKey(organization.id, kind), props.list, {
    isSearchable: true,
  });
  const headingId = `org-${kind}`;

  const handleRemove = async (member: T) => {
    const name = props.nameOf(member);
    const result = await confirm({
      title: t(`organizations.${phrases}.remove_title`, { name }),
      message: t(`organizations.${phrases}.remove_message`, { organization: organization.name }),
      confirmLabel: t('kit.remove'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await remove.mutateAsync(member.id);
    showSuccessToast(t(`organizations.${phrases}.removed`, { name }));
  };

  const columns: Column<T>[] = [
    ...props.columns,
    {
      key: 'roles',
      title: t('organizations.members.column_roles'),
      render: (member) =>
        member.organizationRoles.length === 0 ? (
          <Text size="sm">—</Text>
        ) : (
          <Group gap={4} wrap="wrap">
            {member.organizationRoles.map((role) => (
              <Badge key={role.id} variant="light" tt="none">
                {role.name}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      key: 'actions',
      title: <VisuallyHidden>{t('kit.actions')}</VisuallyHidden>,
      width: 96,
      render: (member) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('organizations.members.edit_roles_named', {
              name: props.nameOf(member),
            })}
            onClick={() => setEditing(member)}
          >
            <EditIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t(`organizations.${phrases}.remove_named`, { name: props.nameOf(member) })}
            onClick={() => void handleRemove(member).catch(() => undefined)}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t(`organizations.${phrases}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`organizations.${phrases}.description`)}
          </Text>
        </div>
        <Button leftSection={<PlusIcon />} onClick={() => setIsAdding(true)}>
          {t(`organizations.${phrases}.add`)}
        </Button>
      </Group>
      <SearchBox value={params.search} onChange={params.setSearch} />
      <ResourceTable<T>
        label={t(`organizations.${phrases}.title`)}
        columns={columns}
        getRowKey={(member) => member.id}
        empty={
          params.search ? (
            <EmptyState kind="search" title={t('kit.list.no_results', { search: params.search })} />
          ) : (
            <EmptyState title={t(`organizations.${phrases}.empty`)} />
          )
        }
        {...table}
      />
      <AssignDialog<C>
        opened={isAdding}
        onClose={() => {
          setIsAdding(false);
          setNewRoleIds([]);
        }}
        title={t(`organizations.${phrases}.add_title`, { name: organization.name })}
        description={
          <RolePicker roles={roles.data ?? []} value={newRoleIds} onChange={setNewRoleIds} />
        }
        source={props.candidates}
        getId={props.getCandidateId}
        getLabel={props.getCandidateLabel}
        getDescription={props.getCandidateDescription}
        assignLabel={t(`organizations.${phrases}.add`)}
        onAssign={async (ids) => {
          await add.mutateAsync({ ids, roleIds: newRoleIds });
          setNewRoleIds([]);
          showSuccessToast(t(`organizations.${phrases}.added`, { count: ids.length }));
        }}
      />
      {editing && (
        <MemberRolesModal
          title={t('organizations.members.edit_roles_title', { name: props.nameOf(editing) })}
          roles={roles.data ?? []}
          initialRoleIds={editing.organizationRoles.map((role) => role.id)}
          onSave={(roleIds) => setRoles.mutateAsync({ memberId: editing.id, roleIds })}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
};
