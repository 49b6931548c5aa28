import { Code, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ErrorPage } from './error-page.tsx';

const errorCode = (error: unknown): string | undefined => {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
};

const describeError = (error: unknown) => {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack };
  }
  return { name: 'Error', message: String(error), stack: undefined };
};

/**
 * What the top-level boundary shows (spec §8): an insecure-context explanation for
 * `crypto_subtle_unavailable`; in development the code or name, message and stack; otherwise the
 * generic error page with message and stack under "more details".
 */
export const AppErrorView = ({
  error,
  isDev = import.meta.env.DEV,
}: {
  error: unknown;
  isDev?: boolean;
}) => {
  const { t } = useTranslation();
  const code = errorCode(error);
  const { name, message, stack } = describeError(error);

  if (code === 'crypto_subtle_unavailable') {
    return (
      <ErrorPage
        title={t('errors.insecure_context_title')}
        message={t('errors.insecure_context')}
      />
    );
  }
  if (isDev) {
    return (
      <Container size="md" py="xl">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('errors.error_code', { code: code ?? name })}
          </Title>
          <Text>{message}</Text>
          {stack && <Code block>{stack}</Code>}
        </Stack>
      </Container>
    );
  }
  return <ErrorPage message={message} details={stack ?? message} />;
};
