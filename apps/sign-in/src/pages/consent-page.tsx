import { useEffect, useState } from 'react';
import { consentApi } from '../api/consent-api.ts';
import { translateError } from '../api/error-messages.ts';
import type { ConsentInfo } from '../api/experience-api.ts';
import { useAppContext } from '../app/app-context.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { ConsentOrganizations } from './consent-organizations.tsx';
import styles from './form-page.module.css';

type State =
  | { status: 'loading' }
  | { status: 'failed'; messages: string[] }
  | { status: 'ready'; consent: ConsentInfo };

/** Consent for third-party applications; first-party ones are consented by the server. */
/** The consented organizations, or the first one when none is. */
const preselectedOrganizations = (
  organizations: NonNullable<ConsentInfo['organizations']>,
): ReadonlySet<string> => {
  const consented = organizations.filter(({ isConsented }) => isConsented);
  const first = organizations[0];
  if (consented.length > 0) return new Set(consented.map(({ id }) => id));
  return new Set(first ? [first.id] : []);
};

export const ConsentPage = () => {
  const { t, i18n } = useTranslation();
  const { redirect } = useAppContext();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);
  // Organizations the user grants: the ones already consented (by the user or an administrator)
  // are offered checked; without any, the first one is, as Logto's page does.
  const [organizationIds, setOrganizationIds] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let isCurrent = true;
    consentApi.fetchConsent().then(
      (consent) => {
        if (!isCurrent) return;
        setOrganizationIds(preselectedOrganizations(consent.organizations ?? []));
        setState({ status: 'ready', consent });
      },
      (error: unknown) =>
        isCurrent && setState({ status: 'failed', messages: translateError(t, i18n, error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [t, i18n]);

  if (state.status === 'loading') {
    return (
      <PageLayout
        pageTitle="consent"
        heading={t('page_title.consent')}
        description={t('general.loading')}
      />
    );
  }
  if (state.status === 'failed') {
    return (
      <PageLayout
        pageTitle="consent"
        heading={t('page_title.consent')}
        description={t('consent.load_failed')}
      >
        <ErrorSummary messages={state.messages} />
      </PageLayout>
    );
  }

  const { application, scopes, organizations } = state.consent;
  const handleToggle = (organizationId: string) =>
    setOrganizationIds((current) => {
      const next = new Set(current);
      if (!next.delete(organizationId)) next.add(organizationId);
      return next;
    });
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFormErrors([]);
    try {
      const chosen = organizations ? [...organizationIds] : undefined;
      redirect((await consentApi.grantConsent(chosen)).redirectTo);
    } catch (error) {
      setBusy(false);
      setFormErrors(translateError(t, i18n, error));
    }
  };

  return (
    <PageLayout
      pageTitle="consent"
      heading={t('consent.title', { name: application.name })}
      description={t('consent.description', { name: application.name })}
    >
      <form className={styles.form} onSubmit={handleSubmit}>
        <ErrorSummary messages={formErrors} />
        {scopes.length > 0 ? (
          <section aria-labelledby="consent-scopes">
            <p id="consent-scopes">{t('consent.scopes_heading')}</p>
            <ul className={styles.scopes}>
              {scopes.map((scope) => (
                <li key={scope}>{scope}</li>
              ))}
            </ul>
          </section>
        ) : (
          <p>{t('consent.no_scopes')}</p>
        )}
        {organizations ? (
          <ConsentOrganizations
            organizations={organizations}
            selected={organizationIds}
            onToggle={handleToggle}
          />
        ) : null}
        <SubmitButton isBusy={isBusy}>{t('consent.authorize')}</SubmitButton>
      </form>
    </PageLayout>
  );
};
