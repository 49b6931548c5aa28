import type { SignInIdentifier } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import { useRef, useState } from 'react';
import { useAppContext } from '../app/app-context.tsx';
import { Link } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { CodeIdentifierForm } from '../components/code-identifier-form.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { SocialSignInSlot } from '../components/social-sign-in-slot.tsx';
import { needsAgreement, TermsAgreement } from '../components/terms-agreement.tsx';
import styles from './form-page.module.css';

/** `/register` when the sign-up identifier is an e-mail address or a phone number. */
export const RegisterByCodeForm = ({ types }: { types: SignInIdentifier[] }) => {
  const { t } = useTranslation();
  const { experience } = useAppContext();
  const [isAgreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const termsRef = useRef<HTMLInputElement>(null);
  const mustAgree = needsAgreement(experience.agreeToTermsPolicy, experience, 'register');

  const checkTerms = () => {
    const message = mustAgree && !isAgreed ? t('terms.agree_required') : undefined;
    setTermsError(message);
    if (message) termsRef.current?.focus();
    return message;
  };

  return (
    <PageLayout
      pageTitle="register"
      heading={t('register.title')}
      description={t('registration.code_description')}
      hasLegalLinks={false}
    >
      <CodeIdentifierForm
        event="Register"
        types={types}
        submitLabel={t('registration.send_code')}
        beforeSend={checkTerms}
        routesToSingleSignOn
      >
        <TermsAgreement
          flow="register"
          isAgreed={isAgreed}
          onAgreedChange={setAgreed}
          error={termsError}
          inputRef={termsRef}
        />
      </CodeIdentifierForm>
      <SocialSignInSlot flow="register" />
      {experience.signInMode === 'SignInAndRegister' && (
        <p className={styles.switch}>
          {t('register.have_account')} <Link to="/sign-in">{t('register.sign_in')}</Link>
        </p>
      )}
    </PageLayout>
  );
};
