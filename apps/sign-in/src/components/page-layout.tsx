import { type ReactNode, useEffect } from 'react';
import { useAppContext } from '../app/app-context.tsx';
import { useDarkMode } from '../app/theme.ts';
import { useTranslation } from '../app/use-translation.tsx';
import styles from './page-layout.module.css';

type PageLayoutProps = {
  /** Key under `page_title` for the document title, or a full key (`forgot_password.title`). */
  pageTitle: string;
  heading: string;
  description?: string;
  /** False on forms that show the links in their terms agreement (terms-agreement.tsx). */
  hasLegalLinks?: boolean;
  children?: ReactNode;
};

/** The card every page sits in: tenant logo, heading, content, legal links. */
export const PageLayout = ({
  pageTitle,
  heading,
  description,
  hasLegalLinks = true,
  children,
}: PageLayoutProps) => {
  const { t } = useTranslation();
  const { experience } = useAppContext();
  const isDark = useDarkMode(experience.color.isDarkModeEnabled);
  const { logoUrl, darkLogoUrl } = experience.branding;
  const logo = isDark ? (darkLogoUrl ?? logoUrl) : logoUrl;
  const { termsOfUseUrl, privacyPolicyUrl } = experience;
  const title = t(pageTitle.includes('.') ? pageTitle : `page_title.${pageTitle}`);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {logo && <img className={styles.logo} src={logo} alt={t('general.logo_alt')} />}
        <h1 className={styles.heading}>{heading}</h1>
        {description && <p className={styles.description}>{description}</p>}
        {children}
      </div>
      {hasLegalLinks && (termsOfUseUrl || privacyPolicyUrl) && (
        <nav className={styles.legal} aria-label={t('general.legal_links')}>
          {termsOfUseUrl && (
            <a href={termsOfUseUrl} target="_blank" rel="noreferrer">
              {t('general.terms_of_use')}
            </a>
          )}
          {privacyPolicyUrl && (
            <a href={privacyPolicyUrl} target="_blank" rel="noreferrer">
              {t('general.privacy_policy')}
            </a>
          )}
        </nav>
      )}
    </main>
  );
};
