import { Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../kit/button.tsx';
import {
  type FormIssue,
  issueMessage,
  labelFor,
  useZodResolver,
} from '../../../kit/form-validation.ts';
import { applyServerErrors, showErrorToast, showSuccessToast } from '../../../kit/server-errors.ts';
import { type Organization, useInvite, useOrganizationRoleOptions } from '../organizations-api.ts';
import { RolePicker } from './member-roles-modal.tsx';

export const inviteGuard = z.object({
  invitee: z.email(),
  expiresInDays: z.enum(['1', '7', '14', '30']),
  organizationRoleIds: z.array(z.string()),
});

const dayMs = 24 * 60 * 60 * 1000;

/** Invites an e-mail address to the organization with roles and an expiry. */
export const InviteMemberModal = ({
  organization,
  onClose,
}: {
  organization: Organization;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const invite = useInvite(organization.id);
  const roles = useOrganizationRoleOptions('User');
  const labels = { invitee: t('organizations.invitations.invitee') };
  const form = useForm({
    defaultValues: {
      invitee: '',
      expiresInDays: '7' as const,
      organizationRoleIds: [] as string[],
    },
    resolver: useZodResolver(inviteGuard, labels),
  });
  const submit = form.handleSubmit(async ({ invitee, expiresInDays, organizationRoleIds }) => {
    try {
      await invite.mutateAsync({
        invitee,
        organizationRoleIds,
        expiresAt: Date.now() + Number(expiresInDays) * dayMs,
      });
      showSuccessToast(t('organizations.invitations.sent', { email: invitee }));
      onClose();
    } catch (error) {
      const translate = (issue: FormIssue) =>
        issueMessage(issue, t, labelFor(labels, issue.path), true);
      if (!applyServerErrors(error, form.setError, ['invitee'], {}, translate))
        showErrorToast(error, t);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('organizations.invitations.invite_title', { name: organization.name })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={labels.invitee}
            type="email"
            dir="ltr"
            withAsterisk
            data-autofocus
            {...form.register('invitee')}
            error={form.formState.errors.invitee?.message}
          />
          <Controller
            control={form.control}
            name="organizationRoleIds"
            render={({ field }) => (
              <RolePicker roles={roles.data ?? []} value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={form.control}
            name="expiresInDays"
            render={({ field }) => (
              <Select
                label={t('organizations.invitations.expires_in')}
                data={(['1', '7', '14', '30'] as const).map((days) => ({
                  value: days,
                  label: t('organizations.invitations.days', { count: Number(days) }),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
        </Stack>
        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('organizations.invitations.invite')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
};
