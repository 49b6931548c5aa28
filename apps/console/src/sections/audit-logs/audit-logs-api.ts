import type { Log } from '@gatehouse/schemas/entities/log';
import { createResourceKeys, useResource } from '../../kit/resource-queries.ts';

export const logKeys = createResourceKeys('logs');

export const useLog = (id: string) =>
  useResource<Log>(logKeys.detail(id), (api, signal) =>
    api.get('/api/logs/{id}', { params: { path: { id } }, signal }),
  );
