import type { User } from '@gatehouse/schemas/entities/user';
import { Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useApiClients } from '../../api/api-provider.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { CopyableText } from '../../kit/copyable-text.tsx';
import {
  type FormIssue,
  issueMessage,
  labelFor,
  useZodResolver,
} from '../../kit/form-validation.ts';
import { applyServerErrors, showErrorToast } from '../../kit/server-errors.ts';
import { type CreateUserForm, createUserFormGuard, normalizePhone } from './user-form-rules.ts';
import { generatePassword } from './user-format.ts';
import { userKeys } from './user-keys.ts';

const fields = ['username', 'primaryEmail', 'primaryPhone', 'name'] as const;
const codeToField = {
  'user.username_already_in_use': 'username',
  'user.email_already_in_use': 'primaryEmail',
  'user.phone_already_in_use': 'primaryPhone',
} as const;

/**
 * `users/create`: identifiers and name; the password is generated here and shown once after the
 * user exists, because the server never returns it.
 */
export const CreateUserModal = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<{ user: User; password: string }>();
  const labels = {
    username: t('users.create.username'),
    primaryEmail: t('users.create.primary_email'),
    primaryPhone: t('users.create.primary_phone'),
    name: t('users.create.name'),
  };
  const form = useForm<CreateUserForm>({
    defaultValues: { username: '', primaryEmail: '', primaryPhone: '', name: '' },
    resolver: useZodResolver(createUserFormGuard, labels),
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => navigate({ pathname: '..', search });

  const submit = form.handleSubmit(async (values) => {
    const password = generatePassword();
    try {
      const user: User = await management.post('/api/users', {
        body: {
          username: values.username || undefined,
          primaryEmail: values.primaryEmail || undefined,
          primaryPhone: values.primaryPhone ? normalizePhone(values.primaryPhone) : undefined,
          name: values.name || undefined,
          password,
        },
      });
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      setCreated({ user, password });
    } catch (error) {
      // The server's zod issues are worded like the form's own, naming their field.
      const translate = (issue: FormIssue) =>
        issueMessage(issue, t, labelFor(labels, issue.path), true);
      if (!applyServerErrors(error, form.setError, fields, codeToField, translate)) {
        showErrorToast(error, t);
      }
    }
  });

  const error = (name: (typeof fields)[number]) => {
    const fieldError = errors[name];
    if (!fieldError?.message) return undefined;
    if (fieldError.type === 'server') return fieldError.message;
    if (fieldError.message === 'identifier_required') return t('users.create.identifier_required');
    // This form's own rules carry a key under `users.settings.errors`; the kit words the rest.
    return i18n.exists(`users.settings.errors.${fieldError.message}`)
      ? t(`users.settings.errors.${fieldError.message}` as 'users.settings.errors.invalid_email')
      : fieldError.message;
  };

  return (
    <Modal
      opened
      onClose={close}
      title={created ? t('users.create.created_title') : t('users.create.title')}
      closeButtonProps={{ 'aria-label': t('general.close') }}
      size="lg"
    >
      {created ? (
        <Stack gap="md">
          <Text size="sm">{t('users.create.password_intro')}</Text>
          <CopyableText
            value={created.password}
            label={t('users.create.password_label')}
            isShownOnce
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('users.create.done')}
            </Button>
            <Button data-autofocus onClick={() => navigate(`../${created.user.id}`)}>
              {t('users.create.go_to_user')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('users.create.description')}
            </Text>
            <TextInput
              label={t('users.create.primary_email')}
              type="email"
              dir="ltr"
              data-autofocus
              {...form.register('primaryEmail')}
              error={error('primaryEmail')}
            />
            <TextInput
              label={t('users.create.primary_phone')}
              type="tel"
              dir="ltr"
              {...form.register('primaryPhone')}
              error={error('primaryPhone')}
            />
            <TextInput
              label={t('users.create.username')}
              dir="ltr"
              {...form.register('username')}
              error={error('username')}
            />
            <TextInput
              label={t('users.create.name')}
              {...form.register('name')}
              error={error('name')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('general.cancel')}
              </Button>
              <Button type="submit" isLoading={isSubmitting}>
                {t('users.create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};
