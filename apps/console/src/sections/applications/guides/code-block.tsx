import { ActionIcon, Box, CopyButton, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { GuideSnippet } from './guide-types.ts';

const CopyIcon = ({ isCopied }: { isCopied: boolean }) => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden
    focusable={false}
  >
    {isCopied ? <path d="M5 12l5 5L20 7" /> : <path d="M9 9h10v10H9zM5 15V5h10" />}
  </svg>
);

/**
 * A code sample with a copy button. Code is always left-to-right, also in Arabic, so `dir="ltr"`
 * is fixed here rather than inherited.
 */
export const CodeBlock = ({ snippet }: { snippet: GuideSnippet }) => {
  const { t } = useTranslation();
  const copyLabel = snippet.fileName
    ? t('guides.copy_code', { file: snippet.fileName })
    : t('guides.copy_snippet');
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Group
        justify="space-between"
        px="sm"
        py={4}
        bg="var(--mantine-color-default-hover)"
        wrap="nowrap"
      >
        <Text size="xs" ff="monospace" dir="ltr" c="dimmed">
          {snippet.fileName ?? snippet.language}
        </Text>
        <CopyButton value={snippet.code} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('guides.copied') : t('guides.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('guides.copied') : copyLabel}
              >
                <CopyIcon isCopied={copied} />
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Box
        component="pre"
        dir="ltr"
        tabIndex={0}
        aria-label={t('guides.code_label', { language: snippet.fileName ?? snippet.language })}
        m={0}
        p="sm"
        fz="sm"
        ff="monospace"
        style={{ overflowX: 'auto', textAlign: 'left', whiteSpace: 'pre' }}
      >
        <code>{snippet.code}</code>
      </Box>
    </Paper>
  );
};
