import type { ApiResponse } from '../helpers/api-client.ts';
import { uniqueSuffix } from '../helpers/management-fixtures.ts';
import { startInteraction, type World } from './conformance-setup.ts';
import type { Operation } from './contract-operations.ts';
import type { Expected } from './expect-answer.ts';

// Experience API rows of the code and profile routes: the conformance world has no e-mail
// connector, so sending a code answers the contract's 501 `connector.not_found`.

type Case = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

const email = { type: 'email', value: 'conformance@example.com' };

const started = async (
  world: World,
  interactionEvent: 'SignIn' | 'Register' | 'ForgotPassword',
) => {
  const { send } = await startInteraction(world);
  await send('PUT', '/api/experience', { interactionEvent });
  return send;
};

export const experienceCodeProfileCases: Case[] = [
  {
    operation: 'POST /api/experience/verification/verification-code',
    name: 'answers 501 connector.not_found without an e-mail connector',
    send: async (world) =>
      (await started(world, 'SignIn'))('POST', '/api/experience/verification/verification-code', {
        identifier: email,
        interactionEvent: 'SignIn',
      }),
    expected: { status: 501, code: 'connector.not_found' },
  },
  {
    operation: 'POST /api/experience/verification/verification-code/verify',
    name: 'answers 404 for a verification the interaction does not hold',
    send: async (world) =>
      (await started(world, 'SignIn'))(
        'POST',
        '/api/experience/verification/verification-code/verify',
        { identifier: email, verificationId: 'no-such-record', code: '123456' },
      ),
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/experience/profile',
    name: 'answers 404 for an e-mail verification the interaction does not hold',
    send: async (world) =>
      (await started(world, 'Register'))('POST', '/api/experience/profile', {
        type: 'email',
        verificationId: `missing-${uniqueSuffix()}`,
      }),
    expected: { status: 404 },
  },
  {
    operation: 'PUT /api/experience/profile/password',
    name: 'answers 404 before the user is identified',
    send: async (world) =>
      (await started(world, 'ForgotPassword'))('PUT', '/api/experience/profile/password', {
        password: 'New-Conformance-Pa55',
      }),
    expected: { status: 404 },
  },
];
