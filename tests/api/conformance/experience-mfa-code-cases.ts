import type { ApiResponse } from '../helpers/api-client.ts';
import { startInteraction, type World } from './conformance-setup.ts';
import type { Operation } from './contract-operations.ts';
import type { Expected } from './expect-answer.ts';

// Experience API rows of the MFA code routes (issue 10): a second-factor code goes to the
// identified user's primary address, so before identification both answer the contract's 404.

type Case = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

const signInStarted = async (world: World) => {
  const { send } = await startInteraction(world);
  await send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  return send;
};

export const experienceMfaCodeCases: Case[] = [
  {
    operation: 'POST /api/experience/verification/mfa-verification-code',
    name: 'answers 404 before the user is identified',
    send: async (world) =>
      (await signInStarted(world))('POST', '/api/experience/verification/mfa-verification-code', {
        identifierType: 'email',
      }),
    expected: { status: 404, code: 'session.identifier_not_found' },
  },
  {
    operation: 'POST /api/experience/verification/mfa-verification-code/verify',
    name: 'answers 404 before the user is identified',
    send: async (world) =>
      (await signInStarted(world))(
        'POST',
        '/api/experience/verification/mfa-verification-code/verify',
        { verificationId: 'no-such-record', code: '123456', identifierType: 'phone' },
      ),
    expected: { status: 404, code: 'session.identifier_not_found' },
  },
];
