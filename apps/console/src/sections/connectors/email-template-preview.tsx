import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The sample code the preview fills in, so the layout shows with a real-looking code. */
export const sampleCode = '123456';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The document the preview frame shows: the template with its variables filled in as the server
 * does (`{{code}}`, `{{locale}}`); plain text is escaped and kept as written.
 */
export const previewDocument = (
  content: string,
  contentType: 'text/html' | 'text/plain',
  locale: string,
) => {
  const values: Record<string, string> = { code: sampleCode, locale };
  const filled = content.replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (match, key: string) => values[key] ?? match,
  );
  const body = contentType === 'text/html' ? filled : `<pre>${escapeHtml(filled)}</pre>`;
  // No style attributes of our own: the frame inherits the console's Content-Security-Policy
  // (no inline styles), so a template's inline styles do not show in the preview either.
  return `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><base target="_blank"></head><body>${body}</body></html>`;
};

/**
 * The e-mail as it will look. An empty `sandbox`: the template's HTML runs no script, submits no
 * form, opens nothing and cannot reach the console (no same origin), whatever it contains.
 */
export const EmailTemplatePreview = ({
  subject,
  content,
  contentType,
  locale,
}: {
  subject: string;
  content: string;
  contentType: 'text/html' | 'text/plain';
  locale: string;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('connectors.templates.preview_title')}
      </Title>
      <Text size="sm" fw={600}>
        {subject.replace(/\{\{\s*code\s*\}\}/g, sampleCode)}
      </Text>
      <iframe
        title={t('connectors.templates.preview_frame')}
        sandbox=""
        srcDoc={previewDocument(content, contentType, locale)}
        style={{
          width: '100%',
          minHeight: 280,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          background: '#fff',
        }}
      />
      <Text size="xs" c="dimmed">
        {t('connectors.templates.preview_note')}
      </Text>
    </Stack>
  );
};
