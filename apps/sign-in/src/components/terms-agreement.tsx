import type { AgreeToTermsPolicy } from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import type { ReactNode, Ref } from 'react';
import { useAppContext } from '../app/app-context.tsx';
import { useTranslation } from '../app/use-translation.tsx';
import styles from './terms-agreement.module.css';

type Flow = 'sign_in' | 'register';

/**
 * Whether `flow` needs the person to tick the agreement box: `Manual` asks on every form,
 * `ManualRegistrationOnly` on registration only, `Automatic` never (the page only says that
 * continuing is agreeing). Without a terms or privacy link there is nothing to agree to.
 */
export const needsAgreement = (
  policy: AgreeToTermsPolicy,
  links: { termsOfUseUrl: string | null; privacyPolicyUrl: string | null },
  flow: Flow,
) =>
  Boolean(links.termsOfUseUrl || links.privacyPolicyUrl) &&
  (policy === 'Manual' || (policy === 'ManualRegistrationOnly' && flow === 'register'));

type LinkName = 'terms' | 'privacy';

/**
 * A phrase with its `<terms>…</terms>` and `<privacy>…</privacy>` parts turned into links (a few
 * lines instead of react-i18next's `<Trans>`, which weighs several KB on this page).
 * Example: `withLinks('See <terms>Terms</terms>.', link)` → `['See ', link('terms', 'Terms'), '.']`.
 */
export const withLinks = (
  phrase: string,
  link: (name: LinkName, text: string) => ReactNode,
): ReactNode[] =>
  phrase
    .split(/(<(?:terms|privacy)>.*?<\/(?:terms|privacy)>)/)
    .filter(Boolean)
    .map((part) => {
      const match = /^<(terms|privacy)>(.*)<\/\1>$/.exec(part);
      return match ? link(match[1] as LinkName, match[2] ?? '') : part;
    });

type TermsAgreementProps = {
  flow: Flow;
  isAgreed: boolean;
  onAgreedChange: (isAgreed: boolean) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/** The agreement to the tenant's terms of use and privacy policy, as its policy asks. */
export const TermsAgreement = ({
  flow,
  isAgreed,
  onAgreedChange,
  error,
  inputRef,
}: TermsAgreementProps) => {
  const { t } = useTranslation();
  const { experience } = useAppContext();
  const { termsOfUseUrl, privacyPolicyUrl, agreeToTermsPolicy } = experience;
  if (!termsOfUseUrl && !privacyPolicyUrl) return null;
  const which = termsOfUseUrl && privacyPolicyUrl ? 'both' : termsOfUseUrl ? 'terms' : 'privacy';
  const hrefs = { terms: termsOfUseUrl, privacy: privacyPolicyUrl };
  const sentence = (key: string) =>
    withLinks(t(key as 'terms.agree_required'), (name, text) => (
      <a key={name} href={hrefs[name] ?? undefined} target="_blank" rel="noreferrer">
        {text}
      </a>
    ));
  const isManual = needsAgreement(agreeToTermsPolicy, experience, flow);
  if (!isManual) {
    return <p className={styles.notice}>{sentence(`terms.agree_automatic_${which}`)}</p>;
  }
  const errorId = 'terms-agreement-error';
  return (
    <div className={styles.agreement}>
      <input
        ref={inputRef}
        id="terms-agreement"
        type="checkbox"
        className={styles.checkbox}
        checked={isAgreed}
        onChange={(event) => onAgreedChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor="terms-agreement" className={styles.label}>
        {sentence(`terms.agree_manual_${which}`)}
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};
