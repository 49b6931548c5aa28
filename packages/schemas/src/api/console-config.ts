import { z } from 'zod';

/**
 * The console's run-time configuration, `GET /api/.well-known/console-config` on the admin port
 * (decision 001). The server answers through it and the console parses with it, so the two
 * cannot disagree.
 */
export const consoleConfigGuard = z.object({
  edition: z.enum(['oss', 'cloud']),
  version: z.string(),
  releaseInfoUrl: z.string().nullable(),
  isDevFeaturesEnabled: z.boolean(),
  adminEndpoint: z.string(),
  defaultTenantEndpoint: z.string(),
});

export type ConsoleConfig = z.infer<typeof consoleConfigGuard>;
