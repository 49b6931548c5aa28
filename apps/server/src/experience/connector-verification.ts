import {
  type SocialAuthorizationUriResponse,
  socialAuthorizationUriResponseGuard,
  type VerificationIdResponse,
  verificationIdResponseGuard,
} from '@gatehouse/schemas/api/experience';
import type { Context } from 'koa';
import { z } from 'zod';
import type { ExperienceRoutes } from './experience-route.ts';
import type { StepContext } from './steps/step-context.ts';

/** A body as the guard hands it over, parsed with its schema (http/guard.ts). */
type Parsed<T> = T extends z.ZodType ? z.infer<T> : undefined;

const params = z.object({ connectorId: z.string().min(1).max(128) });
const tags = ['Experience'];

/**
 * What sets one connector verifier (social, enterprise SSO) apart; the two routes around it are
 * the same for both. Bodies differ: each kind validates its own (contract "Experience API").
 */
export type ConnectorVerifier<Start extends z.ZodType, Verify extends z.ZodType> = {
  /** `/experience/verification/{kind}/:connectorId/…` */
  kind: 'social' | 'sso';
  start: {
    body: Start;
    summary: string;
    /** `ctx` for what the browser brings besides the body (SSO: an IdP-initiated cookie). */
    run: (
      step: StepContext,
      connectorId: string,
      body: Parsed<Start>,
      ctx: Context,
    ) => Promise<SocialAuthorizationUriResponse>;
  };
  verify: {
    body: Verify;
    summary: string;
    run: (
      step: StepContext,
      connectorId: string,
      body: Parsed<Verify>,
    ) => Promise<VerificationIdResponse>;
  };
};

/**
 * A connector verifier's two routes: `authorization-uri` starts a record and answers where to
 * send the person; `verify` completes that record with what the provider sent back. They differ
 * from the table's verifiers (verification.routes.ts) in shape: the connector is a path
 * parameter and the first also answers the provider's URL.
 */
export const registerConnectorVerification = <Start extends z.ZodType, Verify extends z.ZodType>(
  experience: ExperienceRoutes,
  { kind, start, verify }: ConnectorVerifier<Start, Verify>,
) => {
  experience.post(
    `/experience/verification/${kind}/:connectorId/authorization-uri`,
    {
      params,
      body: start.body,
      response: socialAuthorizationUriResponseGuard,
      status: [200, 400, 404, 429, 500],
      summary: start.summary,
      tags,
    },
    (step, input, ctx) => start.run(step, input.params.connectorId, input.body, ctx),
  );

  experience.post(
    `/experience/verification/${kind}/:connectorId/verify`,
    {
      params,
      body: verify.body,
      response: verificationIdResponseGuard,
      status: [200, 400, 401, 404, 429, 500],
      summary: verify.summary,
      tags,
    },
    (step, input) => verify.run(step, input.params.connectorId, input.body),
  );
};
