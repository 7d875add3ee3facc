import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { TimelineEntry } from '@shared/schemas/work-order-activity';
import { formatDateTime, formatTime } from '@web/lib/formatting';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { HistorySection } from './history-section';

const ORDER_ID = '3f1c2a4e-0000-4000-8000-000000000001';

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  at: '2026-11-28T12:38:00.000Z',
  kind: 'status',
  title: 'Assigned → In Progress',
  detail: null,
  userName: 'Tom Rivera',
  workOrderId: null,
  ...overrides,
});

function renderHistory(entries: TimelineEntry[]) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
    [`GET /api/work-orders/${ORDER_ID}/history`]: () => jsonResponse(200, entries),
  });
  renderWithApp(<HistorySection workOrderId={ORDER_ID} />);
}

describe("a work order's history of work done offline", () => {
  it('says when an action was done offline and when it synced, in the reader’s locale', async () => {
    const done = '2026-11-28T12:00:05.000Z';
    const synced = '2026-11-28T12:38:00.000Z';
    renderHistory([entry({ at: done, offline: { syncedAt: synced, refused: null } })]);
    expect(
      await screen.findByText(`Done offline at ${formatTime(done)}, synced ${formatTime(synced)}`),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(formatDateTime(done)))).toBeTruthy();
  });

  it('names the days of an action synced on another day', async () => {
    const done = '2026-11-26T12:00:00.000Z';
    const synced = '2026-11-28T12:38:00.000Z';
    renderHistory([entry({ at: done, offline: { syncedAt: synced, refused: null } })]);
    expect(
      await screen.findByText(`Done offline at ${formatDateTime(done)}, synced ${formatDateTime(synced)}`),
    ).toBeTruthy();
  });

  it('says why the time on the device was not used', async () => {
    const device = '2026-11-28T14:00:00.000Z';
    const synced = '2026-11-28T12:38:00.000Z';
    renderHistory([
      entry({
        at: synced,
        offline: { syncedAt: synced, refused: { deviceTime: device, reason: 'in the future' } },
      }),
    ]);
    expect(
      await screen.findByText(
        `Time on the device (${formatTime(device)}) was in the future; recorded at sync time`,
      ),
    ).toBeTruthy();
  });

  it('says nothing of syncing for an action recorded as it happened', async () => {
    renderHistory([entry({})]);
    await screen.findByText('Assigned → In Progress');
    expect(screen.queryByText(/offline|sync time/)).toBeNull();
  });
});
