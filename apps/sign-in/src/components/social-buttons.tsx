import { useState } from 'react';
import { translateError } from '../api/error-messages.ts';
import type { Experience } from '../api/experience-api.ts';
import { experienceApi } from '../api/experience-api.ts';
import {
  randomState,
  rememberSocialSignIn,
  socialApi,
  socialCallbackUri,
} from '../api/social-api.ts';
import { useAppContext } from '../app/app-context.tsx';
import { useDarkMode } from '../app/theme.ts';
import { useTranslation } from '../app/use-translation.tsx';
import { ErrorSummary } from './error-summary.tsx';
import styles from './social-buttons.module.css';

type SocialConnector = NonNullable<Experience['socialConnectors']>[number];

/** The connector's name in the page's language, else its English one. */
export const connectorName = (connector: SocialConnector, language: string) => {
  const names = connector.name as Record<string, string | undefined>;
  return names[language] ?? names[language.split('-')[0] ?? ''] ?? connector.name.en;
};

/**
 * "Continue with …" for each social connector of the sign-in experience. A click starts a
 * sign-in interaction, asks the server for the provider's URL (it keeps the `state` and a nonce
 * in the interaction) and leaves for the provider; `/callback/{connectorId}` finishes
 * (pages/social-callback-page.tsx). Renders nothing when the tenant offers no social sign-in.
 */
export const SocialButtons = () => {
  const { experience, redirect } = useAppContext();
  const { t, i18n } = useTranslation();
  const isDark = useDarkMode(experience.color.isDarkModeEnabled);
  const [busyId, setBusyId] = useState<string>();
  const [errors, setErrors] = useState<string[]>([]);
  const connectors = experience.socialConnectors ?? [];
  if (connectors.length === 0) return null;

  const start = async (connector: SocialConnector) => {
    setBusyId(connector.id);
    setErrors([]);
    try {
      // A tenant that only registers has no sign-in event: the social identity then registers.
      await experienceApi.startInteraction(
        experience.signInMode === 'Register' ? 'Register' : 'SignIn',
      );
      const state = randomState();
      const { authorizationUri, verificationId } = await socialApi.authorizationUri(connector.id, {
        state,
        redirectUri: socialCallbackUri(connector.id),
      });
      rememberSocialSignIn({ connectorId: connector.id, state, verificationId });
      redirect(authorizationUri);
    } catch (error) {
      setErrors(translateError(t, i18n, error));
      setBusyId(undefined);
    }
  };

  return (
    <section className={styles.social} aria-label={t('social.group_label')}>
      <p className={styles.divider}>{t('social.divider')}</p>
      <ErrorSummary messages={errors} />
      <ul className={styles.list}>
        {connectors.map((connector) => (
          <li key={connector.id}>
            <button
              type="button"
              className={styles.button}
              disabled={busyId !== undefined}
              aria-busy={busyId === connector.id || undefined}
              onClick={() => void start(connector)}
            >
              <img
                className={styles.logo}
                src={(isDark && connector.logoDark) || connector.logo}
                alt=""
              />
              {t('social.continue_with', { name: connectorName(connector, i18n.language) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
