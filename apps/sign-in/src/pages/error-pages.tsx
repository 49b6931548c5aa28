import { Link } from '../app/router.tsx';
import type { ServerError } from '../app/server-hints.ts';
import { useTranslation } from '../app/use-translation.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import styles from './form-page.module.css';

const serverErrorMessages: Record<ServerError, string> = {
  unknown_application: 'error_page.unknown_application',
  unregistered_redirect_uri: 'error_page.unregistered_redirect_uri',
  oidc_error: 'error_page.description',
};

/**
 * `/error`: the server sends the browser here when a flow cannot go on, or answers an OAuth
 * request that cannot return to its client with this page (`serverError`). Only known codes from
 * `?code=` are shown (translated), never free text from the URL.
 */
export const ErrorPage = ({
  isExperienceUnavailable = false,
  serverError,
}: {
  isExperienceUnavailable?: boolean;
  serverError?: ServerError;
}) => {
  const { t, i18n } = useTranslation();
  const code = new URLSearchParams(window.location.search).get('code');
  const knownMessage = code && i18n.exists(`errors.${code}`) ? t(`errors.${code}`) : undefined;
  const description = isExperienceUnavailable
    ? t('error_page.experience_unavailable')
    : serverError
      ? t(serverErrorMessages[serverError])
      : (knownMessage ?? t('error_page.description'));
  return <PageLayout pageTitle="error" heading={t('error_page.title')} description={description} />;
};

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <PageLayout
      pageTitle="not_found"
      heading={t('error_page.not_found_title')}
      description={t('error_page.not_found_description')}
    >
      <p className={styles.switch}>
        <Link to="/sign-in">{t('error_page.back_to_sign_in')}</Link>
      </p>
    </PageLayout>
  );
};
