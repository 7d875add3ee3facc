import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetAnnouncements } from '@web/lib/announce';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { SyncStatus } from './sync-status';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
}

async function queueEquipmentEdit() {
  window.localStorage.setItem('userId', 'u1');
  goOffline(true);
  await changeQueue.submit({
    type: 'update',
    table: 'equipment',
    recordId: 'e1',
    baseVersion: 2,
    data: { description: 'Pump, rebuilt' },
    label: 'Edit equipment PMP-101',
  });
}

describe('SyncStatus (connectivity card, pending badge, needs attention)', () => {
  it('offline: says Working Offline with the count, and a forced sync says it cannot', async () => {
    await queueEquipmentEdit();
    renderWithApp(<SyncStatus compact={false} />);
    const button = await screen.findByRole('button', { name: 'Working Offline, 1 change not synced' });
    expect(within(button).getByTestId('pending-changes-badge').textContent).toBe('1');
    await userEvent.click(button);
    await screen.findByText('Edit equipment PMP-101');
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await screen.findByText('Cannot sync while offline');
  });

  it('a conflict on replay shows the conflict panel; re-applying sends the change with the new version', async () => {
    await queueEquipmentEdit();
    const current = { id: 'e1', version: 5, description: 'Pump, seals replaced' };
    let attempt = 0;
    const { calls } = stubFetch({
      'PATCH /api/equipment/e1': () =>
        (attempt += 1) === 1
          ? jsonResponse(409, {
              error: 'VERSION_CONFLICT',
              message: 'Someone else changed this record.',
              current,
            })
          : jsonResponse(200, { ...current, version: 6, description: 'Pump, rebuilt' }),
    });
    goOffline(false);
    await changeQueue.sync();
    renderWithApp(<SyncStatus compact />);
    await userEvent.click(await screen.findByRole('button', { name: 'Online, 1 change not synced' }));
    const panel = await screen.findByRole('region', { name: 'Conflicting changes' });
    within(panel).getByRole('row', { name: 'Description Pump, seals replaced Pump, rebuilt' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Re-apply my changes' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.headers.get('If-Match'))).toEqual(['2', '5']);
    expect(calls[0]?.headers.get('Idempotency-Key')).not.toBe(calls[1]?.headers.get('Idempotency-Key'));
    await screen.findByText('Everything you changed on this device is on the server.');
  });

  it('names the conflicting fields in the reader’s language', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'de');
    await queueEquipmentEdit();
    stubFetch({
      'PATCH /api/equipment/e1': () =>
        jsonResponse(409, {
          error: 'VERSION_CONFLICT',
          message: 'Someone else changed this record.',
          current: { id: 'e1', version: 5, description: 'Pump, seals replaced' },
        }),
    });
    goOffline(false);
    await changeQueue.sync();
    renderWithApp(<SyncStatus compact />);
    await userEvent.click(await screen.findByRole('button', { name: /1 Änderung/ }));
    const panel = await screen.findByRole('region', { name: 'Widersprüchliche Änderungen' });
    await within(panel).findByRole('row', { name: 'Beschreibung Pump, seals replaced Pump, rebuilt' });
    window.localStorage.removeItem(LOCALE_KEY);
  });

  it('says aloud, politely, that the connection went and came back and that the last change was sent', async () => {
    resetAnnouncements();
    await queueEquipmentEdit();
    stubFetch({
      'PATCH /api/equipment/e1': () =>
        jsonResponse(200, { id: 'e1', version: 3, description: 'Pump, rebuilt' }),
    });
    renderWithApp(<SyncStatus compact={false} />);
    await screen.findByRole('button', { name: 'Working Offline, 1 change not synced' });
    const spoken = document.querySelector<HTMLElement>('[data-announcer="polite"]');
    expect(spoken?.getAttribute('aria-live')).toBe('polite');
    expect(spoken?.textContent).toBe('');

    goOffline(false);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(spoken?.textContent).toBe('Back online.'));
    await act(() => changeQueue.sync());
    await waitFor(() => expect(spoken?.textContent).toBe('All changes synced.'));

    goOffline(true);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() =>
      expect(spoken?.textContent).toBe(
        'Working offline. Changes are kept on this device and sent when the connection returns.',
      ),
    );
  });

  it('"keep theirs" drops the queued change', async () => {
    await queueEquipmentEdit();
    stubFetch({
      'PATCH /api/equipment/e1': () =>
        jsonResponse(409, {
          error: 'VERSION_CONFLICT',
          message: 'Changed',
          current: { id: 'e1', version: 5 },
        }),
    });
    goOffline(false);
    await changeQueue.sync();
    renderWithApp(<SyncStatus compact />);
    await userEvent.click(await screen.findByRole('button', { name: 'Online, 1 change not synced' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard my changes' }));
    await screen.findByText('Everything you changed on this device is on the server.');
  });
});
