import {
  Button,
  Code,
  Collapse,
  Container,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/** Forgets every token the sign-in SDK stored, so a retry starts from a clean session. */
export const clearStoredTokens = () => {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('logto:')) localStorage.removeItem(key);
  }
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('logto:')) sessionStorage.removeItem(key);
  }
};

type ErrorPageProps = { title?: string; message?: string; details?: string };

/** Generic 'something went wrong' page with retry and expandable details (spec §2). */
export const ErrorPage = ({ title, message, details }: ErrorPageProps) => {
  const { t } = useTranslation();
  const [isExpanded, { toggle }] = useDisclosure(false);
  const detailsId = useId();

  const handleRetry = () => {
    clearStoredTokens();
    window.location.reload();
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {title ?? t('errors.something_went_wrong')}
        </Title>
        <Text c="dimmed">{message ?? t('errors.something_went_wrong_description')}</Text>
        <Button onClick={handleRetry}>{t('general.retry')}</Button>
        {details && (
          <>
            <UnstyledButton
              onClick={toggle}
              aria-expanded={isExpanded}
              aria-controls={detailsId}
              fz="sm"
              c="dimmed"
            >
              {isExpanded ? t('errors.hide_details') : t('errors.more_details')}
            </UnstyledButton>
            <Collapse expanded={isExpanded} id={detailsId} w="100%">
              <Code block>{details}</Code>
            </Collapse>
          </>
        )}
      </Stack>
    </Container>
  );
};
