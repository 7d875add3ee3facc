import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '@web/lib/i18n/use-t';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { offlineMessages } from './messages';
import { syncState as wordedSyncState } from './sync-state';

/** The English `t`, as a screen in English has it. */
const syncState = (...args: [readonly ChangeAction[], boolean, boolean]) =>
  wordedSyncState(...args, renderHook(() => useT(offlineMessages)).result.current);

const action = (state: ChangeAction['state']) => ({ state }) as ChangeAction;

describe('syncState (core spec §2 connectivity card)', () => {
  it('says Online, Working Offline or Syncing N changes', () => {
    expect(syncState([], true, false).label).toBe('Online');
    expect(syncState([action('pending')], false, false).label).toBe('Working Offline');
    expect(syncState([action('pending'), action('pending')], true, true).label).toBe('Syncing 2 changes');
    expect(syncState([action('pending')], true, true).label).toBe('Syncing 1 change');
  });

  it('counts waiting and set-aside changes apart', () => {
    const state = syncState([action('pending'), action('attention')], true, false);
    expect([state.pending.length, state.attention.length]).toEqual([1, 1]);
  });
});
