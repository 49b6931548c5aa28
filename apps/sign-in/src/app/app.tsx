import { Suspense, useEffect, useMemo, useState } from 'react';
import type { Experience } from '../api/experience-api.ts';
import { SignInPage } from '../pages/sign-in-page.tsx';
import { AppContext, type AppContextValue } from './app-context.tsx';
import {
  AccountCenterPage,
  BackupCodesPage,
  ConsentPage,
  DemoAppPage,
  DirectSignInPage,
  ErrorPage,
  ForgotPasswordPage,
  MfaBindingPage,
  MfaVerificationPage,
  NotFoundPage,
  ProfilePage,
  RegisterPage,
  ResetPasswordPage,
  SignInPasswordPage,
  SocialCallbackPage,
  SsoCallbackPage,
  VerificationCodePage,
} from './lazy-pages.ts';
import { navigate, usePathname } from './router.tsx';
import { serverError } from './server-hints.ts';
import { useCustomCss, useDarkMode, useFavicon, useTheme } from './theme.ts';

type AppProps = {
  experience: Experience;
  /** True when the experience could not be loaded and `experience` is a stand-in. */
  isExperienceUnavailable?: boolean;
  redirect?: (url: string) => void;
};

const leaveApp = (url: string) => window.location.replace(url);

const Page = ({ pathname, experience }: { pathname: string; experience: Experience }) => {
  if (pathname.startsWith('/callback/sso/')) return <SsoCallbackPage />;
  if (pathname.startsWith('/direct/')) return <DirectSignInPage />;
  if (pathname.startsWith('/callback/')) return <SocialCallbackPage />;
  // The end user's account center (the built-in `account-center` client's SPA mount).
  if (pathname === '/account' || pathname.startsWith('/account/')) return <AccountCenterPage />;
  switch (pathname) {
    case '/':
    case '/sign-in':
      // An empty admin tenant only registers its first account.
      return experience.signInMode === 'Register' ? <RegisterPage /> : <SignInPage />;
    case '/sign-in/password':
      return <SignInPasswordPage />;
    case '/register':
      return <RegisterPage />;
    case '/verification-code':
      return <VerificationCodePage />;
    case '/continue':
      return <ProfilePage />;
    case '/forgot-password':
      return <ForgotPasswordPage />;
    case '/forgot-password/reset':
      return <ResetPasswordPage />;
    case '/mfa/bind':
      return <MfaBindingPage />;
    case '/mfa/verify':
      return <MfaVerificationPage />;
    case '/mfa/backup-codes':
      return <BackupCodesPage />;
    case '/consent':
      return <ConsentPage />;
    case '/demo-app':
      return <DemoAppPage />;
    case '/error':
      return <ErrorPage />;
    default:
      return <NotFoundPage />;
  }
};

export const App = ({
  experience,
  isExperienceUnavailable = false,
  redirect = leaveApp,
}: AppProps) => {
  const pathname = usePathname().replace(/\/+$/, '') || '/';
  // Set when the server answered an OAuth request (an `/oidc/…` URL) with this app's error page.
  const [pageError] = useState(serverError);
  const isDark = useDarkMode(experience.color.isDarkModeEnabled);
  useTheme(experience.color, isDark);
  useCustomCss(experience.customCss);
  useFavicon(
    isDark
      ? (experience.branding.darkFavicon ?? experience.branding.favicon)
      : experience.branding.favicon,
  );
  const context = useMemo<AppContextValue>(
    () => ({ experience, redirect }),
    [experience, redirect],
  );

  useEffect(() => {
    if (experience.signInMode === 'Register' && (pathname === '/sign-in' || pathname === '/')) {
      navigate('/register', { replace: true });
    }
  }, [experience.signInMode, pathname]);

  return (
    <AppContext.Provider value={context}>
      {/* The fallback marks the page busy while a page's code loads (a few KB, rarely noticed). */}
      <Suspense fallback={<main aria-busy="true" data-loading-page />}>
        {pageError ? (
          <ErrorPage serverError={pageError} />
        ) : isExperienceUnavailable ? (
          <ErrorPage isExperienceUnavailable />
        ) : (
          <Page pathname={pathname} experience={experience} />
        )}
      </Suspense>
    </AppContext.Provider>
  );
};
