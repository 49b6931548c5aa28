import type { AccountCenterFieldAccess } from '@gatehouse/schemas/api/account-center';
import type {
  WebAuthnRegistrationOptions,
  WebAuthnRegistrationPayload,
} from '@gatehouse/schemas/api/experience-mfa';
import { ApiError, networkErrorCode } from '../api/api-client.ts';
import { accountAccessToken } from './account-oidc-client.ts';

/** The account center settings (`GET /api/.well-known/account-center`), as far as pages use them. */
export type AccountCenterSettings = {
  enabled: boolean;
  fields: Partial<Record<string, AccountCenterFieldAccess>>;
};

/** `GET /api/my-account`: fields the account center hides are absent. */
export type MyAccount = {
  id: string;
  username?: string | null;
  name?: string | null;
  avatar?: string | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  identities?: Record<string, { userId: string; details?: Record<string, unknown> }>;
};

export type MfaFactor = {
  id: string;
  type: 'Totp' | 'WebAuthn' | 'BackupCode' | 'EmailVerificationCode' | 'PhoneVerificationCode';
  createdAt: string;
  name?: string;
  remainCodes?: number;
};

export type Identifier = { type: 'email' | 'phone'; value: string };

let acceptLanguage = 'en';
/** Server messages (for codes the pages do not know) follow the page's language. */
export const setAccountApiLanguage = (tag: string) => {
  acceptLanguage = tag;
};

/** Calls the Account API with the user's bearer token and, for sensitive changes, a record id. */
const call = async <T = undefined>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  { body, verificationId }: { body?: unknown; verificationId?: string } = {},
): Promise<T> => {
  const token = accountAccessToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': acceptLanguage,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(verificationId ? { 'logto-verification-id': verificationId } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, networkErrorCode, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = parsed as { code?: string; message?: string; data?: unknown } | undefined;
    throw new ApiError(
      response.status,
      typeof error?.code === 'string' ? error.code : 'request.general',
      error?.message ?? response.statusText,
      error?.data,
    );
  }
  return parsed as T;
};

export const accountApi = {
  settings: () => call<AccountCenterSettings>('GET', '/api/.well-known/account-center'),
  me: () => call<MyAccount>('GET', '/api/my-account'),
  updateProfile: (body: {
    name?: string | null;
    avatar?: string | null;
    username?: string | null;
  }) => call<MyAccount>('PATCH', '/api/my-account', { body }),
  /** A record proving the current password, consumed by the one change it allows. */
  verifyPassword: async (password: string) =>
    (
      await call<{ verificationRecordId: string }>('POST', '/api/verifications/password', {
        body: { password },
      })
    ).verificationRecordId,
  sendCode: async (identifier: Identifier) =>
    (
      await call<{ verificationRecordId: string }>('POST', '/api/verifications/verification-code', {
        body: { identifier },
      })
    ).verificationRecordId,
  verifyCode: async (identifier: Identifier, verificationId: string, code: string) =>
    (
      await call<{ verificationRecordId: string }>(
        'POST',
        '/api/verifications/verification-code/verify',
        { body: { identifier, verificationId, code } },
      )
    ).verificationRecordId,
  changePassword: (password: string, verificationId: string) =>
    call('POST', '/api/my-account/password', { body: { password }, verificationId }),
  changeIdentifier: (identifier: Identifier, newRecordId: string, verificationId: string) =>
    identifier.type === 'email'
      ? call('POST', '/api/my-account/primary-email', {
          body: { email: identifier.value, newIdentifierVerificationRecordId: newRecordId },
          verificationId,
        })
      : call('POST', '/api/my-account/primary-phone', {
          body: { phone: identifier.value, newIdentifierVerificationRecordId: newRecordId },
          verificationId,
        }),
  mfaFactors: () => call<MfaFactor[]>('GET', '/api/my-account/mfa-verifications'),
  totpSecret: async () =>
    (
      await call<{ secret: string }>(
        'POST',
        '/api/my-account/mfa-verifications/totp-secret/generate',
      )
    ).secret,
  addTotp: (secret: string, code: string, verificationId: string) =>
    call('POST', '/api/my-account/mfa-verifications', {
      body: { type: 'Totp', secret, code },
      verificationId,
    }),
  newBackupCodes: async () =>
    (
      await call<{ codes: string[] }>(
        'POST',
        '/api/my-account/mfa-verifications/backup-codes/generate',
      )
    ).codes,
  addBackupCodes: (codes: string[], verificationId: string) =>
    call('POST', '/api/my-account/mfa-verifications', {
      body: { type: 'BackupCode', codes },
      verificationId,
    }),
  backupCodes: async (verificationId: string) =>
    (
      await call<{ codes: { code: string; usedAt?: number }[] }>(
        'GET',
        '/api/my-account/mfa-verifications/backup-codes',
        { verificationId },
      )
    ).codes,
  removeFactor: (id: string, verificationId: string) =>
    call('DELETE', `/api/my-account/mfa-verifications/${encodeURIComponent(id)}`, {
      verificationId,
    }),
  /** A passkey's registration record and the options for `navigator.credentials.create`. */
  startPasskey: () =>
    call<{ verificationRecordId: string; registrationOptions: WebAuthnRegistrationOptions }>(
      'POST',
      '/api/verifications/web-authn/registration',
    ),
  verifyPasskey: (verificationRecordId: string, payload: WebAuthnRegistrationPayload) =>
    call('POST', '/api/verifications/web-authn/registration/verify', {
      body: { verificationRecordId, payload },
    }),
  addPasskey: (newRecordId: string, name: string | undefined, verificationId: string) =>
    call('POST', '/api/my-account/mfa-verifications', {
      body: {
        type: 'WebAuthn',
        newIdentifierVerificationRecordId: newRecordId,
        ...(name ? { name } : {}),
      },
      verificationId,
    }),
  renameFactor: (id: string, name: string, verificationId: string) =>
    call('PATCH', `/api/my-account/mfa-verifications/${encodeURIComponent(id)}/name`, {
      body: { name },
      verificationId,
    }),
  unlinkSocial: (target: string, verificationId: string) =>
    call('DELETE', `/api/my-account/identities/${encodeURIComponent(target)}`, { verificationId }),
};
