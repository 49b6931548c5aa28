import {
  deleteSentinelActivitiesBodyGuard,
  userSentinelLockGuard,
} from '@gatehouse/schemas/api/sentinel';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import { unlockSentinelTargets } from '../../services/sentinel.ts';
import { findUserSentinelLock } from '../../services/sentinel-user-lock.ts';
import { requireUser } from '../../services/user-management.ts';

/**
 * `POST /api/sentinel-activities/delete` (contract "Sentinel"): forgets the attempts on the named
 * identifiers, which unlocks them at once and restarts their failure count.
 */
export const registerSentinelRoutes: ManagementArea = (routes) => {
  routes.post(
    '/sentinel-activities/delete',
    {
      body: deleteSentinelActivitiesBodyGuard,
      status: 204,
      tags: ['Sentinel'],
      summary: 'Unlock identifiers locked after too many failed attempts',
    },
    async (ctx, { body, tenant }) => {
      await tenant.transaction((tx) => unlockSentinelTargets(tx, body.targetType, body.targets));
      ctx.status = 204;
    },
  );

  // Not in Logto's contract: the console's user page shows whether the user is locked out.
  routes.get(
    '/sentinel-activities/users/:userId/lock',
    {
      params: z.object({ userId: z.string().min(1) }),
      response: userSentinelLockGuard,
      status: [200, 404],
      tags: ['Sentinel'],
      summary: "Whether a user's identifiers are locked after too many failed attempts",
    },
    async (ctx, { params, tenant }) => {
      ctx.body = await tenant.transaction(async (tx) =>
        findUserSentinelLock(tx, await requireUser(tx, params.userId)),
      );
    },
  );
};
