import type { SignInExperience } from './sign-in-experience.schema.ts';

// The console's sign-in experience editor shows the real sign-in page in an iframe
// (`<tenant>/sign-in?preview`) and feeds it the unsaved settings with `postMessage`; the page
// (apps/sign-in/src/app/preview.ts) answers `ready` once it listens, then draws every update.

export const signInPreviewMessageType = 'gatehouse:sign-in-preview';
export const signInPreviewReadyType = 'gatehouse:sign-in-preview-ready';

/** The settings the preview draws: the sign-in experience fields the console edits. */
export type SignInPreviewSettings = Pick<
  SignInExperience,
  | 'color'
  | 'branding'
  | 'languageInfo'
  | 'signInMode'
  | 'signIn'
  | 'signUp'
  | 'termsOfUseUrl'
  | 'privacyPolicyUrl'
  | 'agreeToTermsPolicy'
  | 'customCss'
>;

/** A phrase tree: keys to texts or nested trees. */
export type SignInPreviewPhrases = { [key: string]: string | SignInPreviewPhrases };

export type SignInPreviewMessage = {
  type: typeof signInPreviewMessageType;
  settings: SignInPreviewSettings;
  /** The language to show, e.g. `ar`; a tenant-added language shows its phrases over English. */
  language: string;
  /** The unsaved custom phrases of that language, laid over the saved ones. */
  customPhrases?: SignInPreviewPhrases;
  colorScheme: 'light' | 'dark';
  page: 'sign-in' | 'register';
};

export const isSignInPreviewMessage = (data: unknown): data is SignInPreviewMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === signInPreviewMessageType &&
  typeof (data as { settings?: unknown }).settings === 'object' &&
  typeof (data as { language?: unknown }).language === 'string';
