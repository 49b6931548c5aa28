import { describe, expect, it } from 'vitest';
import { contractIsReadable } from './contract-operations.ts';
import snapshot from './contract-snapshot.json' with { type: 'json' };
import { recordContractSnapshot } from './record-contract-snapshot.ts';

describe('the recorded contract (contract-snapshot.json)', () => {
  it('holds the 359 OpenAPI operations and the discovery lists, and matches ../shared/contract where it is present', () => {
    expect(new Set(snapshot.operations).size).toBe(359);
    expect(snapshot.discovery.scopes_supported).toContain('openid');
    expect(snapshot.discovery.grant_types_supported).toContain('client_credentials');
    // A CI clone has no ../shared beside it; the record is then what the suite checks against.
    if (contractIsReadable()) expect(recordContractSnapshot()).toEqual(snapshot);
  });
});
