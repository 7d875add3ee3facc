import { describe, expect, it } from 'vitest';
import type { PrecacheStatus } from '@web/lib/pwa/precache-status';
import type { ReplicaStatus } from '@web/lib/replica/replica-sync';
import { offlinePhase } from './replica-state';

const replica = (phase: ReplicaStatus['phase']): ReplicaStatus => ({
  phase,
  records: 4,
  syncedAt: null,
  error: null,
});
const files = (phase: PrecacheStatus['phase']): PrecacheStatus => ({ phase, cached: 8, total: 20 });

describe('the header calls the device ready for offline only when it is (ADR 69)', () => {
  it('says filling while the copy of the work fills, whatever the app files do', () => {
    expect(offlinePhase(replica('filling'), files('saved'))).toBe('filling');
    expect(offlinePhase(replica('error'), files('saving'))).toBe('error');
  });

  it('keeps saying filling after the copy is ready until the app files are cached too', () => {
    expect(offlinePhase(replica('ready'), files('waiting'))).toBe('filling');
    expect(offlinePhase(replica('ready'), files('saving'))).toBe('filling');
    expect(offlinePhase(replica('ready'), files('saved'))).toBe('ready');
  });

  it('says a failed batch as an incomplete copy, and without a worker has nothing to wait for', () => {
    expect(offlinePhase(replica('ready'), files('failed'))).toBe('error');
    expect(offlinePhase(replica('ready'), files('off'))).toBe('ready');
  });
});
