import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { SignInExperiencePatch } from '@gatehouse/schemas/sign-in-experience/sign-in-experience-patch.schema';
import type { AvailableConnectors } from './connector-availability.ts';
import { DomainError } from './domain-error.ts';

// The rules across the fields of a sign-in experience (contract errors.md,
// `sign_in_experiences.*`). They read the experience as it will be after the patch and check
// the parts the patch names, so a patch of the colour never fails for an older setting.

type Identifier = 'username' | 'email' | 'phone';

const connectorNotFound = (type: 'Email' | 'Sms') =>
  new DomainError('sign_in_experiences.enabled_connector_not_found', {
    data: { type },
    interpolation: { type },
  });

const requireCodeConnector = (identifier: Identifier, connectors: AvailableConnectors) => {
  if (identifier === 'email' && !connectors.email) throw connectorNotFound('Email');
  if (identifier === 'phone' && !connectors.sms) throw connectorNotFound('Sms');
};

const checkSignUp = ({ signUp }: SignInExperience, connectors: AvailableConnectors) => {
  const { identifiers, password, verify, secondaryIdentifiers = [] } = signUp;
  if (new Set(identifiers).size !== identifiers.length) {
    throw new DomainError('sign_in_experiences.duplicated_sign_up_identifiers');
  }
  if (identifiers.length === 0 && secondaryIdentifiers.length > 0) {
    throw new DomainError('sign_in_experiences.missing_sign_up_identifiers');
  }
  const secondary = secondaryIdentifiers.map(({ identifier }) => identifier);
  if (new Set([...identifiers, ...secondary]).size !== identifiers.length + secondary.length) {
    throw new DomainError('sign_in_experiences.duplicated_sign_up_identifiers');
  }
  for (const identifier of [...identifiers, ...secondary]) {
    if (identifier === 'emailOrPhone') {
      requireCodeConnector('email', connectors);
      requireCodeConnector('phone', connectors);
    } else requireCodeConnector(identifier, connectors);
  }
  if (!password && identifiers.length === 1 && identifiers[0] === 'username') {
    throw new DomainError('sign_in_experiences.username_requires_password');
  }
  if (!password && identifiers.length > 0 && !verify) {
    throw new DomainError('sign_in_experiences.passwordless_requires_verify');
  }
};

const checkSignIn = ({ signIn, signUp }: SignInExperience, connectors: AvailableConnectors) => {
  for (const method of signIn.methods) {
    if (!method.password && !method.verificationCode) {
      throw new DomainError('sign_in_experiences.at_least_one_authentication_factor');
    }
    if (method.verificationCode) requireCodeConnector(method.identifier, connectors);
  }
  for (const identifier of signUp.identifiers) {
    const method = signIn.methods.find((each) => each.identifier === identifier);
    // Whoever registers with an identifier must be able to sign in with it.
    if (!method) {
      throw new DomainError('sign_in_experiences.miss_sign_up_identifier_in_sign_in', {
        interpolation: { identifier },
      });
    }
    // An account registered with a code only has no password to sign in with.
    if (!signUp.password && signUp.verify && !method.verificationCode) {
      throw new DomainError('sign_in_experiences.code_sign_in_must_be_enabled');
    }
  }
};

const checkMfa = (
  { mfa, signIn }: SignInExperience,
  patch: SignInExperiencePatch,
  connectors: AvailableConnectors,
) => {
  const { factors } = mfa;
  if (new Set(factors).size !== factors.length) {
    throw new DomainError('sign_in_experiences.duplicated_mfa_factors');
  }
  if (factors.length === 1 && factors[0] === 'BackupCode') {
    throw new DomainError('sign_in_experiences.backup_code_cannot_be_enabled_alone');
  }
  const codeSignIn = (identifier: Identifier) =>
    signIn.methods.some((method) => method.identifier === identifier && method.verificationCode);
  // A code that proves the first factor cannot also be the second; the code names what changed.
  const isMfaChange = patch.mfa !== undefined;
  if (factors.includes('EmailVerificationCode')) {
    requireCodeConnector('email', connectors);
    if (codeSignIn('email')) {
      throw new DomainError(
        isMfaChange
          ? 'sign_in_experiences.email_verification_code_cannot_be_used_for_mfa'
          : 'sign_in_experiences.email_verification_code_cannot_be_used_for_sign_in',
      );
    }
  }
  if (factors.includes('PhoneVerificationCode')) {
    requireCodeConnector('phone', connectors);
    if (codeSignIn('phone')) {
      throw new DomainError(
        isMfaChange
          ? 'sign_in_experiences.phone_verification_code_cannot_be_used_for_mfa'
          : 'sign_in_experiences.phone_verification_code_cannot_be_used_for_sign_in',
      );
    }
  }
};

const blocklistItem = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|@[^\s@]+\.[^\s@]+)$/;
const maxPasswordValidDays = 365;

const checkPolicies = (
  experience: SignInExperience,
  patch: SignInExperiencePatch,
  connectors: AvailableConnectors,
) => {
  const { forgotPasswordMethods, passwordExpiration, emailBlocklistPolicy, adaptiveMfa } =
    experience;
  const forgotPasswordChecked = patch.forgotPasswordMethods ? forgotPasswordMethods : [];
  for (const method of forgotPasswordChecked ?? []) {
    const isAvailable = method === 'EmailVerificationCode' ? connectors.email : connectors.sms;
    if (!isAvailable) {
      throw new DomainError('sign_in_experiences.forgot_password_method_requires_connector', {
        data: { method },
      });
    }
  }
  const isExpirationChange = patch.passwordExpiration || patch.forgotPasswordMethods !== undefined;
  if (isExpirationChange && passwordExpiration.enabled === true) {
    const days = passwordExpiration.validPeriodDays;
    if (!Number.isInteger(days) || days < 1 || days > maxPasswordValidDays) {
      throw new DomainError('sign_in_experiences.password_expiration_invalid_period_days', {
        interpolation: { max: maxPasswordValidDays },
      });
    }
    // Someone whose password expired must be able to set a new one.
    if (!forgotPasswordMethods?.length) {
      throw new DomainError('sign_in_experiences.password_expiration_requires_forgot_password');
    }
  }
  const invalid = (
    patch.emailBlocklistPolicy ? (emailBlocklistPolicy.customBlocklist ?? []) : []
  ).filter((item) => !blocklistItem.test(item));
  if (invalid.length > 0) {
    throw new DomainError('sign_in_experiences.invalid_custom_email_blocklist_format', {
      interpolation: { items: invalid.join(', ') },
    });
  }
  const isAdaptiveChange = patch.adaptiveMfa || patch.mfa;
  if (isAdaptiveChange && adaptiveMfa.enabled && experience.mfa.factors.length === 0) {
    throw new DomainError('sign_in_experiences.adaptive_mfa_requires_mfa');
  }
};

/**
 * Refuses a patched sign-in experience whose settings contradict each other or need connectors
 * the tenant lacks. `next` is the stored experience with `patch` applied; `languages` are the
 * tags a fallback language may take (the product's and the tenant's custom ones).
 */
export const assertSignInExperienceRules = (
  next: SignInExperience,
  patch: SignInExperiencePatch,
  context: { connectors: AvailableConnectors; languages: ReadonlySet<string> },
) => {
  const { connectors } = context;
  if (patch.languageInfo) {
    const language = patch.languageInfo.fallbackLanguage;
    if (!context.languages.has(language.toLowerCase())) {
      throw new DomainError('sign_in_experiences.unsupported_default_language', {
        interpolation: { language },
      });
    }
  }
  if (patch.signUp) checkSignUp(next, connectors);
  if (patch.signUp || patch.signIn) checkSignIn(next, connectors);
  if (patch.mfa || patch.signIn) checkMfa(next, patch, connectors);
  checkPolicies(next, patch, connectors);
};
