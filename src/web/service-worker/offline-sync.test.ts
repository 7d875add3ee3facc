import { describe, expect, it, vi } from 'vitest';
import { isOfflineSyncRequestedMessage, isSkipWaitingMessage, OFFLINE_SYNC_TAG } from './messages';
import { askPagesToSync, type SyncWindows } from './offline-sync';

describe('background sync', () => {
  it('uses the spec tag', () => {
    expect(OFFLINE_SYNC_TAG).toBe('offline-actions-sync');
  });

  it('asks every open window, controlled or not, to replay its queue', async () => {
    const windows = [{ postMessage: vi.fn() }, { postMessage: vi.fn() }];
    const clients: SyncWindows = { matchAll: vi.fn(async () => windows) };
    await askPagesToSync(clients);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    for (const window of windows) {
      expect(window.postMessage).toHaveBeenCalledWith({ type: 'offline-actions-sync' });
      expect(isOfflineSyncRequestedMessage(window.postMessage.mock.calls[0]?.[0])).toBe(true);
    }
  });

  it('recognises only the skip-waiting message', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'offline-actions-sync' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });
});
