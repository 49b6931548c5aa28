import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import { Anchor, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { SettingsForm } from '../../kit/settings-form.tsx';
import { captchaProviderNames, captchaProviderTypes } from './captcha-form.ts';
import { useCaptchaProvider } from './captcha-provider-api.ts';
import { useSaveSignInExperience } from './security-settings.ts';

const captchaPolicyFormGuard = z.object({ captchaPolicy: z.object({ enabled: z.boolean() }) });

/**
 * `security/captcha`: the provider (set up through its guide, changed on the details page) and
 * whether sign-in and registration require it. Requiring needs a provider to verify with.
 */
export const CaptchaTab = ({ experience }: { experience: SignInExperience }) => {
  const { t } = useTranslation();
  const save = useSaveSignInExperience();
  const provider = useCaptchaProvider();
  if (provider.isPending) return <PageLoading />;
  const current = provider.data ?? undefined;
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="captcha-provider">
        <Stack gap="md">
          <Title order={2} size="h4" id="captcha-provider">
            {t('security.captcha.provider_title')}
          </Title>
          {current ? (
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{captchaProviderNames[current.config.type]}</Text>
                <Text size="sm" c="dimmed" dir="ltr">
                  {t('security.captcha.site_key')}: {current.config.siteKey}
                </Text>
              </Stack>
              <Anchor component={Link} to="../captcha/details" relative="path">
                {t('security.captcha.view_details')}
              </Anchor>
            </Group>
          ) : (
            <Stack gap="sm">
              <Text size="sm">{t('security.captcha.no_provider')}</Text>
              <Group gap="md">
                {captchaProviderTypes.map((type) => (
                  <Anchor
                    key={type}
                    component={Link}
                    to={`../captcha/guide/${type}`}
                    relative="path"
                  >
                    {t('security.captcha.choose', { name: captchaProviderNames[type] })}
                  </Anchor>
                ))}
              </Group>
            </Stack>
          )}
        </Stack>
      </Card>
      <SettingsForm
        schema={captchaPolicyFormGuard}
        values={{ captchaPolicy: { enabled: experience.captchaPolicy.enabled ?? false } }}
        onSubmit={(values) => save({ captchaPolicy: values.captchaPolicy })}
      >
        {(form) => (
          <Card component="section" aria-labelledby="captcha-policy">
            <Stack gap="md">
              <Title order={2} size="h4" id="captcha-policy">
                {t('security.captcha.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('security.captcha.description')}
              </Text>
              {/* Turning it off stays possible without a provider; turning it on does not. */}
              {current || form.getValues('captchaPolicy.enabled') ? (
                <Switch
                  label={t('security.captcha.enabled')}
                  description={t('security.captcha.enabled_description')}
                  {...form.register('captchaPolicy.enabled')}
                />
              ) : (
                <Text size="sm">{t('security.captcha.needs_provider')}</Text>
              )}
            </Stack>
          </Card>
        )}
      </SettingsForm>
    </Stack>
  );
};
