// Records the contract's facts the conformance suite checks against (contract-operations.ts)
// from ../shared/contract into contract-snapshot.json. Run after the contract changes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  readLiveContractDiscoveryList,
  readLiveContractOperations,
  readLiveContractServerErrors,
} from './contract-operations.ts';

export const recordContractSnapshot = () => ({
  operations: readLiveContractOperations(),
  discovery: {
    scopes_supported: readLiveContractDiscoveryList('scopes_supported'),
    grant_types_supported: readLiveContractDiscoveryList('grant_types_supported'),
  },
  serverErrors: readLiveContractServerErrors(),
});

if (import.meta.filename === process.argv[1]) {
  const file = path.join(import.meta.dirname, 'contract-snapshot.json');
  writeFileSync(file, `${JSON.stringify(recordContractSnapshot(), null, 2)}\n`);
  process.stdout.write(`recorded ${file}\n`);
}
