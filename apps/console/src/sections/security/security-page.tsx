import { Stack, Tabs, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../app/errors/not-found-page.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useSignInExperience } from '../sign-in-experience/sign-in-experience-api.ts';
import { CaptchaTab } from './captcha-tab.tsx';
import { GeneralTab } from './general-tab.tsx';
import { PasswordPolicyTab } from './password-policy-tab.tsx';

export const securityTabs = ['password-policy', 'captcha', 'general'] as const;
type SecurityTab = (typeof securityTabs)[number];
const isSecurityTab = (tab: string | undefined): tab is SecurityTab =>
  securityTabs.includes(tab as SecurityTab);

/** `security/{tab}`: each tab is its own form over the sign-in experience. */
export const SecurityPage = () => {
  const { t } = useTranslation();
  const { tab } = useParams();
  const navigate = useNavigate();
  const experience = useSignInExperience();
  if (!isSecurityTab(tab)) return <NotFoundPage />;
  return (
    <Stack gap="lg">
      <PageHeader title={t('security.title')} subtitle={t('security.subtitle')} />
      <Tabs value={tab} onChange={(next) => next && navigate(`../${next}`, { relative: 'path' })}>
        <Tabs.List aria-label={t('security.tabs_label')}>
          {securityTabs.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`security.tabs.${each}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          {experience.isPending ? (
            <PageLoading />
          ) : experience.isError ? (
            <Text c="red">{t('security.load_error')}</Text>
          ) : (
            <>
              {tab === 'password-policy' && <PasswordPolicyTab experience={experience.data} />}
              {tab === 'captcha' && <CaptchaTab experience={experience.data} />}
              {tab === 'general' && <GeneralTab experience={experience.data} />}
            </>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
