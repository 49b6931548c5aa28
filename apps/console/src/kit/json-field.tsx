import { Textarea } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A monospace JSON editor; validation lives in the form schema. Always left-to-right. */
export const JsonField = ({
  label,
  description,
  error,
  registration,
}: {
  label: string;
  description?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) => (
  <Textarea
    label={label}
    description={description}
    error={error}
    autosize
    minRows={4}
    maxRows={16}
    dir="ltr"
    spellCheck={false}
    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    {...registration}
  />
);
