import { useEffect, useMemo, useState } from 'react';
import type { Experience } from '../api/experience-api.ts';
import { ConsentPage } from '../pages/consent-page.tsx';
import { ErrorPage, NotFoundPage } from '../pages/error-pages.tsx';
import { RegisterPage } from '../pages/register-page.tsx';
import { SignInPage } from '../pages/sign-in-page.tsx';
import { AppContext, type AppContextValue } from './app-context.tsx';
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
  switch (pathname) {
    case '/':
    case '/sign-in':
      // An empty admin tenant only registers its first account.
      return experience.signInMode === 'Register' ? <RegisterPage /> : <SignInPage />;
    case '/register':
      return <RegisterPage />;
    case '/consent':
      return <ConsentPage />;
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
      {pageError ? (
        <ErrorPage serverError={pageError} />
      ) : isExperienceUnavailable ? (
        <ErrorPage isExperienceUnavailable />
      ) : (
        <Page pathname={pathname} experience={experience} />
      )}
    </AppContext.Provider>
  );
};
