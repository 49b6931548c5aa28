import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {t('errors.page_not_found')}
        </Title>
        <Text c="dimmed">{t('errors.page_not_found_description')}</Text>
        <Button component={Link} to="/" variant="default">
          {t('errors.back_to_console')}
        </Button>
      </Stack>
    </Container>
  );
};
