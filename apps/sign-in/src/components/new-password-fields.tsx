import {
  checkPasswordPolicy,
  type PasswordPolicy,
  type PasswordUserInfo,
} from '@gatehouse/schemas/rules/password-policy';
import type { Ref } from 'react';
import { translatePasswordIssues } from '../api/error-messages.ts';
import type { TFunction } from '../app/translator.ts';
import { PasswordHints } from './password-hints.tsx';
import { TextField } from './text-field.tsx';

export type NewPassword = { password: string; confirm: string };
export type NewPasswordErrors = { password?: string | undefined; confirm?: string | undefined };

/** Checks a new password against the tenant's policy and its confirmation, in the page language. */
export const validateNewPassword = (
  t: TFunction,
  policy: PasswordPolicy,
  { password, confirm }: NewPassword,
  userInfo: PasswordUserInfo,
): NewPasswordErrors => ({
  password: !password
    ? t('validation.password_required')
    : translatePasswordIssues(t, checkPasswordPolicy(password, policy, userInfo)).join(' ') ||
      undefined,
  confirm: !confirm
    ? t('validation.confirm_password_required')
    : confirm === password
      ? undefined
      : t('validation.passwords_mismatch'),
});

type NewPasswordFieldsProps = {
  labels: { password: string; confirm: string };
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: NewPasswordErrors;
  policy: PasswordPolicy;
  userInfo: PasswordUserInfo;
  refs: { password: Ref<HTMLInputElement>; confirm: Ref<HTMLInputElement> };
};

/** A new password with the policy's live hints, and its confirmation. */
export const NewPasswordFields = ({
  labels,
  value,
  onChange,
  errors,
  policy,
  userInfo,
  refs,
}: NewPasswordFieldsProps) => {
  return (
    <>
      <TextField
        id="new-password"
        name="new-password"
        type="password"
        label={labels.password}
        autoComplete="new-password"
        value={value.password}
        onValueChange={(password) => onChange({ ...value, password })}
        error={errors.password}
        describedBy="password-hints"
        inputRef={refs.password}
      />
      <PasswordHints
        id="password-hints"
        password={value.password}
        policy={policy}
        userInfo={userInfo}
      />
      <TextField
        id="confirm-new-password"
        name="confirm-new-password"
        type="password"
        label={labels.confirm}
        autoComplete="new-password"
        value={value.confirm}
        onValueChange={(confirm) => onChange({ ...value, confirm })}
        error={errors.confirm}
        inputRef={refs.confirm}
      />
    </>
  );
};
