import { Group, Stack, Text } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { useSections } from '../../app/sections-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../kit/button.tsx';
import { useDialogs } from '../../kit/confirm-dialog.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { showSuccessToast } from '../../kit/server-errors.ts';
import { captchaProviderNames } from './captcha-form.ts';
import { useCaptchaProvider, useDeleteCaptchaProvider } from './captcha-provider-api.ts';
import { CaptchaProviderForm } from './captcha-provider-form.tsx';

/** `security/captcha/details`: the provider's keys, changed or removed. */
export const CaptchaDetailsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const { tenantPrefix } = useSections();
  const provider = useCaptchaProvider();
  const remove = useDeleteCaptchaProvider();
  const back = { to: `${tenantPrefix}/security/captcha`, label: t('security.captcha.back') };
  if (provider.isPending) return <PageLoading />;
  if (provider.isError) {
    return (
      <Stack gap="lg">
        <PageHeader back={back} title={t('security.captcha.details_title')} />
        <Text c="red">{t('security.load_error')}</Text>
      </Stack>
    );
  }
  // Nothing to show without a provider: back to the tab, which offers the guides.
  if (!provider.data) return <Navigate replace to="../../captcha" relative="path" />;
  const { config } = provider.data;

  const handleRemove = async () => {
    const result = await confirm({
      title: t('security.captcha.delete_title'),
      message: t('security.captcha.delete_message'),
      confirmLabel: t('security.captcha.delete_provider'),
      isDangerous: true,
    });
    if (result !== 'confirmed') return;
    await remove.mutateAsync(undefined);
    showSuccessToast(t('security.captcha.deleted'));
    navigate('../../captcha', { relative: 'path' });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        back={back}
        title={t('security.captcha.details_title')}
        subtitle={captchaProviderNames[config.type]}
        actions={
          <Group>
            <Button color="red" variant="outline" onClick={handleRemove}>
              {t('security.captcha.delete_provider')}
            </Button>
          </Group>
        }
      />
      <CaptchaProviderForm type={config.type} config={config} />
    </Stack>
  );
};
