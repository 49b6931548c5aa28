import { Switch } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import type { SettingsFormValues } from './application-settings-form.ts';

type BooleanField =
  | 'alwaysIssueRefreshToken'
  | 'rotateRefreshToken'
  | 'backchannelLogoutSessionRequired';

/** A switch bound to one boolean of the settings form. */
export const SwitchField = ({
  name,
  control,
  label,
  description,
}: {
  name: BooleanField;
  control: Control<SettingsFormValues>;
  label: string;
  description?: string;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Switch
        label={label}
        description={description}
        checked={field.value}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        disabled={field.disabled}
      />
    )}
  />
);
