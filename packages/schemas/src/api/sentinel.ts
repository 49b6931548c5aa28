import { z } from 'zod';

/** Who a sentinel activity is about (contract `SentinelActivityTargetType`). */
export const sentinelActivityTargetTypeGuard = z.enum(['User', 'App']);

/**
 * Body of `POST /api/sentinel-activities/delete`: the identifiers (usernames, e-mail addresses,
 * phone numbers) to unlock. Example: `{ targetType: 'User', targets: ['alice@example.com'] }`.
 */
export const deleteSentinelActivitiesBodyGuard = z.object({
  targetType: sentinelActivityTargetTypeGuard,
  targets: z.array(z.string()),
});
export type DeleteSentinelActivitiesBody = z.infer<typeof deleteSentinelActivitiesBodyGuard>;
