import { ActionIcon, Code, CopyButton, Paper, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon, CopyIcon } from '../../../kit/icons.tsx';

/** A code block with a copy button; code stays left-to-right in every language. */
export const CodeSample = ({ code, language }: { code: string; language: string }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder pos="relative" dir="ltr">
      <Code
        block
        aria-label={t('api_resources.guides.code_label', { language })}
        style={{ paddingInlineEnd: 48 }}
      >
        {code}
      </Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('api_resources.guides.copied') : t('kit.copy.copy')}>
            <ActionIcon
              variant="default"
              onClick={copy}
              aria-label={t('api_resources.guides.copy_code', { language })}
              style={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}
            >
              {copied ? <CheckIcon /> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Paper>
  );
};
