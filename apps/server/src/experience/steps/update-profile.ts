import type { UpdateProfileBody } from '@gatehouse/schemas/api/experience';
import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import { findUserById, isIdentifierTaken, type UserRow } from '../../queries/users.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { digestNewPassword } from './check-new-password.ts';
import { assertCodeVerified, findCodeRecord } from './find-code-record.ts';
import { assertNotSsoOnlyEmail } from './guard-sso-only-email.ts';
import type { StepContext } from './step-context.ts';

type ProfileUpdate<T extends UpdateProfileBody['type']> = (
  step: StepContext,
  body: Extract<UpdateProfileBody, { type: T }>,
  user: UserRow | undefined,
) => Promise<void>;

/** 422 `user.{field}_exists_in_profile`: an identified account keeps what it already has. */
const assertNotSet = (
  user: UserRow | undefined,
  field: 'username' | 'email' | 'phone' | 'password',
) => {
  const present = {
    username: user?.username,
    email: user?.primaryEmail,
    phone: user?.primaryPhone,
    password: user?.passwordEncrypted,
  }[field];
  if (present) throw new ApiError(`user.${field}_exists_in_profile`, { status: 422 });
};

const assertFree = async (
  tx: TenantTx,
  type: 'username' | 'primaryEmail' | 'primaryPhone',
  value: string,
) => {
  if (await isIdentifierTaken(tx, { type, value })) {
    const code = {
      username: 'user.username_already_in_use',
      primaryEmail: 'user.email_already_in_use',
      primaryPhone: 'user.phone_already_in_use',
    } as const;
    throw new ApiError(code[type], { status: 422 });
  }
};

const setAddress =
  (channel: 'email' | 'phone') =>
  async (
    { tenant, state }: StepContext,
    body: { verificationId: string },
    user: UserRow | undefined,
  ): Promise<void> => {
    assertNotSet(user, channel);
    const record = findCodeRecord(state, body.verificationId, channel);
    assertCodeVerified(record);
    const column = channel === 'email' ? 'primaryEmail' : 'primaryPhone';
    const { value } = record.identifier;
    await tenant.transaction(async (tx) => {
      // An address to sign in with: an SSO-only e-mail may not enter an account this way.
      if (channel === 'email') await assertNotSsoOnlyEmail(tx, value);
      await assertFree(tx, column, value);
    });
    state.profile = { ...state.profile, [column]: value };
  };

/**
 * One entry per `type` of `POST /api/experience/profile`. Social profile data comes with social
 * sign-in (its verifier adds the `social` entry).
 */
const profileUpdates: { [T in UpdateProfileBody['type']]?: ProfileUpdate<T> } = {
  username: async ({ tenant, state }, { value }, user) => {
    assertNotSet(user, 'username');
    await tenant.transaction((tx) => assertFree(tx, 'username', value));
    state.profile = { ...state.profile, username: value };
  },
  password: async ({ app, tenant, state }, { value }, user) => {
    assertNotSet(user, 'password');
    const { experience } = await tenant.transaction((tx) => readSignInExperience(tx));
    const username = state.profile.username ?? user?.username ?? undefined;
    const password = await digestNewPassword(app, experience, value, { username });
    state.profile = { ...state.profile, password };
  },
  email: setAddress('email'),
  phone: setAddress('phone'),
  extraProfile: async ({ state }, { values }) => {
    state.profile = {
      ...state.profile,
      extraProfile: { ...state.profile.extraProfile, ...values },
    };
  },
};

/**
 * `POST /api/experience/profile`: adds to what the account will have (registration) or gains at
 * submission (sign-in). Not for a password reset (400 `session.not_supported_for_forgot_password`;
 * its password goes through `PUT /profile/password`).
 */
export const updateProfile = async (step: StepContext, body: UpdateProfileBody) => {
  if (step.state.interactionEvent === 'ForgotPassword') {
    throw new ApiError('session.not_supported_for_forgot_password', { status: 400 });
  }
  const update = profileUpdates[body.type] as ProfileUpdate<typeof body.type> | undefined;
  if (!update) throw new ApiError('session.invalid_interaction_type', { status: 400 });
  const { userId } = step.state;
  const user = userId ? await step.tenant.transaction((tx) => findUserById(tx, userId)) : undefined;
  await update(step, body, user);
};
