import { useEffect, useState } from 'react';
import { requestApi } from '../api/api-client.ts';
import { useAppContext } from '../app/app-context.tsx';

const emailPattern = /^\S+@\S+\.\S+$/;
const debounceMs = 350;

/**
 * Identifier-first enterprise SSO: once the typed identifier is an e-mail address whose domain an
 * SSO connector claims (`GET /api/experience/sso-connectors?email=`), that connector's id;
 * otherwise `undefined`. Asks nothing when the tenant has single sign-on turned off.
 */
export const useSsoRouting = (identifier: string) => {
  const { experience } = useAppContext();
  const [connectorId, setConnectorId] = useState<string>();
  const email = identifier.trim();
  const isEnabled = Boolean(experience.singleSignOnEnabled) && emailPattern.test(email);

  useEffect(() => {
    setConnectorId(undefined);
    if (!isEnabled) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      requestApi<{ connectorIds: string[] }>(
        'GET',
        `/api/experience/sso-connectors?email=${encodeURIComponent(email)}`,
      )
        .then((answer) => {
          if (isCurrent) setConnectorId(answer?.connectorIds[0]);
        })
        .catch(() => {
          // Routing is a convenience: without an answer the usual sign-in stays available.
        });
    }, debounceMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [email, isEnabled]);

  return connectorId;
};

/**
 * Leaves for the IdP of `connectorId`: answers the URL to go to. The interaction starts as a
 * sign-in (a registration when the tenant only registers) whichever page the e-mail was typed
 * on: the SSO callback signs in a known identity and registers a new one. The SSO module loads
 * only once an e-mail is routed to a connector.
 */
export const singleSignOnUrl = async (connectorId: string, signInMode: string) => {
  const { startSsoSignIn } = await import('../api/sso-api.ts');
  return startSsoSignIn(connectorId, signInMode === 'Register' ? 'Register' : 'SignIn');
};
