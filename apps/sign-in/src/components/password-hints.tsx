import {
  checkPasswordPolicy,
  type PasswordIssue,
  type PasswordPolicy,
  type PasswordUserInfo,
} from '@gatehouse/schemas/rules/password-policy';
import { translatePasswordIssues } from '../api/error-messages.ts';
import { useTranslation } from '../app/use-translation.tsx';
import styles from './password-hints.module.css';

type PasswordHintsProps = {
  id: string;
  password: string;
  policy: PasswordPolicy;
  userInfo: PasswordUserInfo;
};

// Length and character types are shown up front as a checklist; the other rules only matter
// once they are broken, so those appear as messages while typing.
const checklistCodes = new Set([
  'password_rejected.too_short',
  'password_rejected.character_types',
]);

/** Live requirements of the tenant's password policy, read with the password field. */
export const PasswordHints = ({ id, password, policy, userInfo }: PasswordHintsProps) => {
  const { t } = useTranslation();
  const issues = checkPasswordPolicy(password, policy, userInfo);
  const failing = new Set(issues.map((issue) => issue.code));
  const requirements: { code: PasswordIssue['code']; text: string }[] = [
    {
      code: 'password_rejected.too_short',
      text: t('password_hints.min_length', { min: policy.length.min }),
    },
  ];
  // Any non-empty password meets "1 type", so that requirement is not worth a line.
  if (policy.characterTypes.min > 1) {
    requirements.push({
      code: 'password_rejected.character_types',
      text: t('password_hints.character_types', { min: policy.characterTypes.min }),
    });
  }
  const otherIssues = password
    ? translatePasswordIssues(
        t,
        issues.filter((issue) => !checklistCodes.has(issue.code)),
      )
    : [];

  return (
    <div id={id} className={styles.hints}>
      <p className={styles.heading}>{t('password_hints.heading')}</p>
      <ul className={styles.list}>
        {requirements.map(({ code, text }) => {
          const isMet = password.length > 0 && !failing.has(code);
          return (
            <li key={code} className={isMet ? styles.met : styles.unmet}>
              <span aria-hidden="true">{isMet ? '✓' : '•'}</span> {text}
              <span className={styles.visuallyHidden}>
                {` (${t(isMet ? 'general.requirement_met' : 'general.requirement_not_met')})`}
              </span>
            </li>
          );
        })}
        {otherIssues.map((message) => (
          <li key={message} className={styles.broken}>
            <span aria-hidden="true">!</span> {message}
          </li>
        ))}
      </ul>
    </div>
  );
};
