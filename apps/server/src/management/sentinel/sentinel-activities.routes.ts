import { deleteSentinelActivitiesBodyGuard } from '@gatehouse/schemas/api/sentinel';
import type { ManagementArea } from '../../http/route-area.ts';
import { unlockSentinelTargets } from '../../services/sentinel.ts';

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
};
