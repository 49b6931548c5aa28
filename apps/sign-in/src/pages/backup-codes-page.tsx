import { useEffect, useRef, useState } from 'react';
import { mfaApi } from '../api/mfa-api.ts';
import { navigate } from '../app/router.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from '../components/error-summary.tsx';
import { Notice } from '../components/notice.tsx';
import { PageLayout } from '../components/page-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { bindBackupCodes } from '../flows/mfa-flows.ts';
import { readMfaStepState } from '../flows/mfa-state.ts';
import formStyles from './form-page.module.css';
import styles from './mfa-page.module.css';
import { useMfaAction } from './use-mfa-action.ts';

type Codes = { verificationId: string; codes: string[] };

/** Hands the codes to the user as a text file. */
const downloadCodes = (codes: string[]) => {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * `/mfa/backup-codes`: backup codes are enabled, so a newly bound factor comes with them
 * (422 `session.mfa.backup_code_required`). The codes are shown once, with copy and download;
 * they are bound when the user says they saved them.
 */
export const BackupCodesPage = () => {
  const { t } = useTranslation();
  const { run, errors, setErrors, isBusy } = useMfaAction();
  const [step] = useState(readMfaStepState);
  const [codes, setCodes] = useState<Codes>();
  const [notice, setNotice] = useState<string>();
  const isRequested = useRef(false);
  const isPending = step?.mode === 'backup-codes';

  useEffect(() => {
    if (!isPending) return navigate('/sign-in', { replace: true });
    if (isRequested.current) return;
    isRequested.current = true;
    mfaApi.generateBackupCodes().then(setCodes, () => setErrors([t('errors.generic')]));
  }, [isPending, setErrors, t]);
  if (!isPending) return null;

  const copy = async () => {
    if (!codes) return;
    try {
      await navigator.clipboard.writeText(codes.codes.join('\n'));
      setNotice(t('mfa.backup_copied'));
    } catch {
      setErrors([t('errors.generic')]);
    }
  };

  return (
    <PageLayout
      pageTitle="mfa.backup_title"
      heading={t('mfa.backup_title')}
      description={t('mfa.backup_description')}
    >
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (codes) void run(() => bindBackupCodes(codes.verificationId));
        }}
      >
        <ErrorSummary messages={errors} />
        <Notice message={notice} />
        {codes && (
          <>
            <ul className={styles.codes} aria-label={t('mfa.backup_codes')}>
              {codes.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={copy}>
                {t('mfa.backup_copy')}
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => downloadCodes(codes.codes)}
              >
                {t('mfa.backup_download')}
              </button>
            </div>
            <SubmitButton isBusy={isBusy}>{t('mfa.backup_saved')}</SubmitButton>
          </>
        )}
      </form>
    </PageLayout>
  );
};
