import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/not-found-page.tsx';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { captchaProviderNames, isCaptchaProviderType } from './captcha-form.ts';
import { CaptchaProviderForm } from './captcha-provider-form.tsx';

const stepCounts = { Turnstile: 3, RecaptchaEnterprise: 4 } as const;

/** `security/captcha/guide/{guideId}`: how to get a provider's keys, then the keys' form. */
export const CaptchaGuidePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { guideId } = useParams();
  const { tenantPrefix } = useSections();
  if (!isCaptchaProviderType(guideId)) return <NotFoundPage />;
  const name = captchaProviderNames[guideId];
  const steps = Array.from({ length: stepCounts[guideId] }, (_, index) => index + 1);
  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: `${tenantPrefix}/security/captcha`, label: t('security.captcha.back') }}
        title={t('security.captcha.guide_title', { name })}
        subtitle={t('security.captcha.guide_intro')}
      />
      <Card component="section" aria-labelledby="captcha-guide-steps">
        <Stack gap="md">
          <Title order={2} size="h4" id="captcha-guide-steps">
            {name}
          </Title>
          <List type="ordered" spacing="xs">
            {steps.map((step) => (
              <List.Item key={step}>
                <Text size="sm">
                  {t(
                    `security.captcha.guide_steps.${guideId}.step_${step}` as 'security.captcha.guide_steps.Turnstile.step_1',
                  )}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Card>
      <CaptchaProviderForm
        type={guideId}
        onSaved={() => navigate('../../details', { relative: 'path' })}
      />
    </Stack>
  );
};
