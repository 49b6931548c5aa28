import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PlusIcon, TrashIcon } from '../../../kit/icons.tsx';
import type { SettingsFormValues } from './application-settings-form.ts';

type ListName = 'redirectUris' | 'postLogoutRedirectUris' | 'corsAllowedOrigins';

/** An editable list of URIs: one input per value, add and remove, an error under each. */
export const UriListField = ({
  name,
  label,
  description,
  placeholder,
  control,
  register,
  errors,
  isDisabled,
}: {
  name: ListName;
  label: string;
  description?: string;
  placeholder: string;
  control: Control<SettingsFormValues>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  isDisabled?: boolean;
}) => {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name });
  const rows = fields.length > 0 ? fields : [];

  return (
    <Input.Wrapper label={label} description={description}>
      <Stack gap="xs" mt={4}>
        {rows.map((field, index) => {
          const message = errors[name]?.[index]?.value?.message;
          const number = index + 1;
          return (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                dir="ltr"
                placeholder={placeholder}
                aria-label={t('applications.settings.uri_input_label', { field: label, number })}
                disabled={isDisabled}
                {...register(`${name}.${index}.value`)}
                error={
                  message &&
                  t(
                    `applications.settings.errors.${message}` as 'applications.settings.errors.invalid_url',
                  )
                }
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                disabled={isDisabled}
                aria-label={t('applications.settings.remove_uri', {
                  uri:
                    field.value ||
                    t('applications.settings.uri_input_label', { field: label, number }),
                })}
                onClick={() => remove(index)}
              >
                <TrashIcon />
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<PlusIcon />}
          disabled={isDisabled}
          onClick={() => append({ value: '' }, { shouldFocus: true })}
          aria-label={t('applications.settings.add_uri_label', { field: label })}
        >
          {t('applications.settings.add_uri')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
};
