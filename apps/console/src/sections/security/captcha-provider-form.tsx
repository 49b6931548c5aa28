import {
  Card,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { useZodResolver } from '../../kit/form-validation.ts';
import { showErrorToast, showSuccessToast } from '../../kit/server-errors.ts';
import {
  type CaptchaConfig,
  type CaptchaFormValues,
  type CaptchaProviderType,
  captchaFormGuard,
  toCaptchaConfig,
  toCaptchaFormValues,
} from './captcha-form.ts';
import { usePutCaptchaProvider } from './captcha-provider-api.ts';

/** The keys of one provider, saved with `PUT /api/captcha-provider` (guide and details pages). */
export const CaptchaProviderForm = ({
  type,
  config,
  onSaved,
}: {
  type: CaptchaProviderType;
  config?: CaptchaConfig;
  onSaved?: () => void;
}) => {
  const { t } = useTranslation();
  const put = usePutCaptchaProvider();
  const labels = {
    siteKey: t('security.captcha.site_key'),
    secretKey: t('security.captcha.secret_key'),
    projectId: t('security.captcha.project_id'),
    domain: t('security.captcha.domain'),
  };
  const form = useForm<CaptchaFormValues, unknown, z.output<typeof captchaFormGuard>>({
    values: toCaptchaFormValues(type, config?.type === type ? config : undefined),
    resolver: useZodResolver(captchaFormGuard, labels),
  });
  const { errors, isSubmitting } = form.formState;
  // The one custom rule (project ID needed for reCAPTCHA) reads as the kit's "Please enter …".
  const errorOf = (error?: { type?: string; message?: string }, field = '') =>
    error?.type === 'custom' && error.message === 'required'
      ? t('general.required_field_missing', { field })
      : error?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await put.mutateAsync(toCaptchaConfig(values));
      showSuccessToast(t('security.captcha.saved_provider'));
      onSaved?.();
    } catch (error) {
      // The client checks the same fields; what the server still refuses is a toast.
      showErrorToast(error, t);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Card component="section" aria-labelledby="captcha-keys">
        <Stack gap="md">
          <Title order={2} size="h4" id="captcha-keys">
            {t('security.captcha.configured')}
          </Title>
          <TextInput
            label={labels.siteKey}
            dir="ltr"
            autoComplete="off"
            {...form.register('siteKey')}
            error={errorOf(errors.siteKey)}
          />
          <PasswordInput
            label={labels.secretKey}
            dir="ltr"
            autoComplete="off"
            {...form.register('secretKey')}
            error={errorOf(errors.secretKey)}
          />
          {type === 'RecaptchaEnterprise' && (
            <>
              <TextInput
                label={labels.projectId}
                dir="ltr"
                {...form.register('projectId')}
                error={errorOf(errors.projectId, labels.projectId)}
              />
              <TextInput
                label={labels.domain}
                description={t('security.captcha.domain_description')}
                dir="ltr"
                {...form.register('domain')}
                error={errorOf(errors.domain)}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="captcha-mode">
                  {t('security.captcha.mode')}
                </Text>
                <SegmentedControl
                  aria-labelledby="captcha-mode"
                  value={form.watch('mode')}
                  onChange={(mode) =>
                    form.setValue('mode', mode as 'checkbox' | 'invisible', { shouldDirty: true })
                  }
                  data={[
                    { value: 'checkbox', label: t('security.captcha.modes.checkbox') },
                    { value: 'invisible', label: t('security.captcha.modes.invisible') },
                  ]}
                />
              </Stack>
            </>
          )}
          <div>
            <Button type="submit" isLoading={isSubmitting}>
              {t('security.captcha.save_provider')}
            </Button>
          </div>
        </Stack>
      </Card>
    </form>
  );
};
