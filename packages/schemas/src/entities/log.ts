import { z } from 'zod';
import { epochMsGuard } from './common.ts';

export const logResults = ['Success', 'Error'] as const;

export const logPayloadGuard = z
  .object({
    key: z.string(),
    result: z.enum(logResults),
    error: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
    ip: z.string().optional(),
    userAgent: z.string().optional(),
    userId: z.string().optional(),
    applicationId: z.string().optional(),
    sessionId: z.string().optional(),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();
export type LogPayload = z.infer<typeof logPayloadGuard>;

export const logGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  key: z.string().min(1).max(128),
  payload: logPayloadGuard,
  createdAt: epochMsGuard,
});
export type Log = z.infer<typeof logGuard>;
