import type { TenantTx } from '../db/tenant-scope.ts';
import { summarizeConnectors } from './connectors.ts';

/** What the sign-in experience rules need to know of a tenant's connectors. */
export type AvailableConnectors = {
  /** An e-mail connector exists (codes by e-mail can be sent). */
  email: boolean;
  /** An SMS connector exists (codes by SMS can be sent). */
  sms: boolean;
  /** Targets of the social connectors (`github`, `google`, …). */
  socialTargets: string[];
};

/**
 * Which connectors the tenant has, classified by their factories (connectors area, decision 011).
 * The one question the sign-in experience asks of the connectors area (PATCH /api/sign-in-exp:
 * "is there an e-mail connector?", "which social targets exist?").
 */
export const findAvailableConnectors = (tx: TenantTx): Promise<AvailableConnectors> =>
  summarizeConnectors(tx);
