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

/**
 * Answer of `GET /api/sentinel-activities/users/{userId}/lock` (a Gatehouse addition, not in
 * Logto's contract): whether any identifier of the user is locked after too many failed attempts,
 * until when (epoch ms), and which identifiers, so that the console can unlock exactly those.
 * Example: `{ isLocked: true, lockedUntil: 1767225600000, identifiers: ['alice'] }`.
 */
export const userSentinelLockGuard = z.object({
  isLocked: z.boolean(),
  lockedUntil: z.number().nullable(),
  identifiers: z.array(z.string()),
});
export type UserSentinelLock = z.infer<typeof userSentinelLockGuard>;
