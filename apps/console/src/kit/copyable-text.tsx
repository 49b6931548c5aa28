import { ActionIcon, Code, CopyButton, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.ts';
import { CheckIcon, CopyIcon } from './icons.tsx';

type CopyableTextProps = {
  value: string;
  /** What the value is, for the copy button's name (e.g. 'API identifier'). */
  label: string;
  /** Secrets shown once say so. */
  isShownOnce?: boolean;
};

/** A value in monospace with a copy button; ids, identifiers and secrets shown once. */
export const CopyableText = ({ value, label, isShownOnce }: CopyableTextProps) => {
  const { t } = useTranslation();
  return (
    <div>
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        <Code style={{ overflowWrap: 'anywhere', direction: 'ltr' }}>{value}</Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('kit.copy.copied') : t('kit.copy.copy')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('kit.copy.copy_value', { name: label })}
              >
                {copied ? <CheckIcon /> : <CopyIcon />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <VisuallyHidden aria-live="polite" />
      </Group>
      {isShownOnce && (
        <Text size="xs" c="orange.8">
          {t('kit.copy.shown_once')}
        </Text>
      )}
    </div>
  );
};
