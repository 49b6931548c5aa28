import type { RunningServer } from '@gatehouse/server/src/server.ts';
import { startTestServer } from '@gatehouse/server/src/test-utils/test-server.ts';

export type { RunningServer };

/** Starts a fresh Gatehouse (own database, free ports) for one test file. */
export const useServer = async (env: Record<string, string> = {}) => startTestServer(env);
