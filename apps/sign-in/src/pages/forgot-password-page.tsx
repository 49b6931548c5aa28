import type { SignInIdentifier } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import { useAppContext } from '../app/app-context.tsx';
import { Link } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { CodeIdentifierForm } from '../components/code-identifier-form.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import styles from './form-page.module.css';

/** `/forgot-password`: a code to the account's e-mail or phone, as the tenant enabled. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const { experience } = useAppContext();
  const types: SignInIdentifier[] = [];
  if (experience.forgotPassword?.email) types.push('email');
  if (experience.forgotPassword?.phone) types.push('phone');
  return (
    <PageLayout
      pageTitle="forgot_password.title"
      heading={t('forgot_password.title')}
      description={t(
        types.length > 0 ? 'forgot_password.description' : 'forgot_password.unavailable',
      )}
    >
      {types.length > 0 && (
        <CodeIdentifierForm
          event="ForgotPassword"
          types={types}
          submitLabel={t('forgot_password.send_code')}
        />
      )}
      <p className={styles.switch}>
        <Link to="/sign-in">{t('forgot_password.back_to_sign_in')}</Link>
      </p>
    </PageLayout>
  );
};
