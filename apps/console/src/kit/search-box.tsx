import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { SearchIcon } from './icons.tsx';

type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Accessible name; the visible placeholder alone is not one. */
  label?: string;
  delayMs?: number;
};

/** A search field that reports its text after a short pause in typing. */
export const SearchBox = ({
  value,
  onChange,
  placeholder,
  label,
  delayMs = 300,
}: SearchBoxProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onChange, delayMs);
  // The address may change under us (back button): follow it.
  useEffect(() => setText(value), [value]);

  return (
    <TextInput
      type="search"
      aria-label={label ?? t('kit.list.search')}
      placeholder={placeholder ?? t('kit.list.search_placeholder')}
      leftSection={<SearchIcon />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          report.cancel?.();
          onChange(text.trim());
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('kit.list.clear_search')}
            onClick={() => {
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      w="100%"
      maw={360}
    />
  );
};
