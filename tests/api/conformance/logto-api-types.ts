import type { createManagementApi } from '@logto/api/management';
import type { Client } from 'openapi-fetch';

/** The `paths` of `@logto/api`'s generated management types (the package exports only its client). */
export type LogtoPaths =
  ReturnType<typeof createManagementApi>['apiClient'] extends Client<infer Paths> ? Paths : never;

type Method = 'get' | 'post' | 'put' | 'patch';

/** The JSON body `@logto/api` types for one operation's success status. */
export type LogtoResponse<
  Path extends keyof LogtoPaths,
  M extends Method & keyof LogtoPaths[Path],
  Status extends number = 200,
> = LogtoPaths[Path][M] extends {
  responses: { [S in Status]: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
