import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { NotSyncedBadge, usePendingRecordIds } from './not-synced-badge';

function PendingIds() {
  const ids = usePendingRecordIds('vendors');
  return <output>{[...ids].join(',')}</output>;
}

describe('NotSyncedBadge', () => {
  it('says "Not synced yet" and why', () => {
    render(<NotSyncedBadge />);
    const badge = screen.getByText('Not synced yet');
    expect(badge.getAttribute('title')).toBe(
      'Saved on this device. It will be sent when the connection returns.',
    );
  });

  it("lists the records of one table that have a queued change, and only that table's", async () => {
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PendingIds />);
    await act(async () => {
      await changeQueue.submit({
        type: 'update',
        table: 'vendors',
        recordId: 'v-1',
        data: {},
        label: 'Edit vendor',
      });
      await changeQueue.submit({
        type: 'update',
        table: 'parts',
        recordId: 'p-1',
        data: {},
        label: 'Edit part',
      });
    });
    expect(screen.getByRole('status').textContent).toBe('v-1');
  });
});
