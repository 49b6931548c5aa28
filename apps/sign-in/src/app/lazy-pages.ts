import { type ComponentType, lazy } from 'react';

// Pages besides sign-in load on demand: the sign-in page's first load must stay under 75 KB of
// JavaScript gzip (issue 13), and most visits never open these.
const page = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await load() }));

export const SignInPasswordPage = page(
  async () => (await import('../pages/sign-in-password-page.tsx')).SignInPasswordPage,
);
export const RegisterPage = page(
  async () => (await import('../pages/register-page.tsx')).RegisterPage,
);
export const VerificationCodePage = page(
  async () => (await import('../pages/verification-code-page.tsx')).VerificationCodePage,
);
export const ProfilePage = page(
  async () => (await import('../pages/profile-page.tsx')).ProfilePage,
);
export const ForgotPasswordPage = page(
  async () => (await import('../pages/forgot-password-page.tsx')).ForgotPasswordPage,
);
export const ResetPasswordPage = page(
  async () => (await import('../pages/reset-password-page.tsx')).ResetPasswordPage,
);
export const ConsentPage = page(
  async () => (await import('../pages/consent-page.tsx')).ConsentPage,
);
export const DemoAppPage = page(
  async () => (await import('../demo-app/demo-app-page.tsx')).DemoAppPage,
);
export const ErrorPage = page(async () => (await import('../pages/error-pages.tsx')).ErrorPage);
export const NotFoundPage = page(
  async () => (await import('../pages/error-pages.tsx')).NotFoundPage,
);
export const SocialCallbackPage = page(
  async () => (await import('../pages/social-callback-page.tsx')).SocialCallbackPage,
);
export const DirectSignInPage = page(
  async () => (await import('../pages/direct-sign-in-page.tsx')).DirectSignInPage,
);
export const SsoCallbackPage = page(
  async () => (await import('../pages/sso-callback-page.tsx')).SsoCallbackPage,
);
export const MfaBindingPage = page(
  async () => (await import('../pages/mfa-binding-page.tsx')).MfaBindingPage,
);
export const MfaVerificationPage = page(
  async () => (await import('../pages/mfa-verification-page.tsx')).MfaVerificationPage,
);
export const BackupCodesPage = page(
  async () => (await import('../pages/backup-codes-page.tsx')).BackupCodesPage,
);
export const AccountCenterPage = page(
  async () => (await import('../account/account-center-page.tsx')).AccountCenterPage,
);
