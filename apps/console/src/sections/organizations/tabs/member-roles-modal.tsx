import { Group, Modal, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import { showErrorToast, showSuccessToast } from '../../../kit/server-errors.ts';
import type { OrganizationRole } from '../organizations-api.ts';

/** Picks the organization roles of one member (user or app) and saves them at once. */
export const MemberRolesModal = ({
  title,
  roles,
  initialRoleIds,
  onSave,
  onClose,
}: {
  title: string;
  roles: readonly OrganizationRole[];
  initialRoleIds: string[];
  onSave: (roleIds: string[]) => Promise<unknown>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [roleIds, setRoleIds] = useState(initialRoleIds);
  const [isSaving, setIsSaving] = useState(false);
  const save = async () => {
    setIsSaving(true);
    try {
      await onSave(roleIds);
      showSuccessToast(t('organizations.members.roles_saved'));
      onClose();
    } catch (error) {
      showErrorToast(error, t);
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="md">
        <RolePicker roles={roles} value={roleIds} onChange={setRoleIds} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button onClick={() => void save()} isLoading={isSaving}>
            {t('general.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** The organization roles field of the member dialogs. */
export const RolePicker = ({
  roles,
  value,
  onChange,
}: {
  roles: readonly OrganizationRole[];
  value: string[];
  onChange: (roleIds: string[]) => void;
}) => {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('organizations.members.roles')}
      description={t('organizations.members.roles_hint')}
      data={roles.map((role) => ({ value: role.id, label: role.name }))}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={t('organizations.no_roles')}
      comboboxProps={{ withinPortal: false }}
    />
  );
};
