import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { Downtime } from '@shared/schemas/downtime';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { goOffline } from '@web/components/work-orders/offline.test-helper';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { buildDowntime, REASONS } from '@web/test/downtime-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { DowntimeSection } from './downtime-section';

const ORDER = {
  ...buildWorkOrder({ status: 'in_progress' }),
  equipmentId: '3f1c2a4e-0000-4000-8000-0000000000e1',
};
const OPEN = buildDowntime({
  workOrderId: ORDER.id,
  workOrderFoNumber: ORDER.foNumber,
  startedAt: new Date(Date.now() - 90 * 60_000).toISOString(),
  endedAt: null,
  closedByName: null,
});
const CLOSED = buildDowntime({
  workOrderId: ORDER.id,
  workOrderFoNumber: ORDER.foNumber,
  reasonCode: 'waiting_for_parts',
  reasonLabel: 'Waiting for parts',
  note: 'Seal kit came on the afternoon van',
  version: 2,
});

function renderSection(role: Role, records: Downtime[], routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/downtime-reasons': () => jsonResponse(200, REASONS),
    'GET /api/downtime': ({ url }) =>
      jsonResponse(200, url.includes('open=true') ? records.filter((record) => !record.endedAt) : records),
    ...routes,
  });
  renderWithApp(<DowntimeSection order={ORDER} canEdit={role !== 'technician'} />);
  return stub;
}

const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe("a work order's downtime", () => {
  it('shows the open stop ticking and the closed one with who recorded and ended it', async () => {
    renderSection('supervisor', [OPEN, CLOSED]);
    const list = await screen.findByRole('list', { name: `Downtime of ${ORDER.foNumber}` });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const open = rowOf('Breakdown');
    expect(within(open).getAllByText('Down now')).toBeTruthy();
    expect(within(open).getByText(/1 h 30 min/)).toBeTruthy();
    expect(within(open).getByText('Unplanned')).toBeTruthy();
    const closed = rowOf('Waiting for parts');
    expect(within(closed).getByText('2 h 30 min')).toBeTruthy();
    expect(within(closed).getByText('Recorded by Tom Rivera, ended by Dana Planner')).toBeTruthy();
    expect(within(closed).getByText('Seal kit came on the afternoon van')).toBeTruthy();
    // Down now: no second stop can be recorded.
    expect(screen.queryByRole('button', { name: 'Record downtime' })).toBeNull();
  });

  it('lets a supervisor correct a stop with the version seen as If-Match, from active reasons only', async () => {
    const { calls } = renderSection('supervisor', [OPEN, CLOSED], {
      [`PATCH /api/downtime/${CLOSED.id}`]: ({ body }) =>
        jsonResponse(200, { ...CLOSED, ...(body as object), reasonLabel: 'Operator', version: 3 }),
    });
    await userEvent.click(
      within(
        await screen.findByText('Waiting for parts').then((el) => el.closest('li') as HTMLElement),
      ).getByRole('button', { name: /Edit downtime from/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Correct downtime' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    expect(screen.queryByRole('option', { name: /Power cut/ })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Operator' }));
    const note = within(dialog).getByLabelText('Note');
    await userEvent.clear(note);
    await userEvent.type(note, 'Guard left open by the operator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Downtime corrected')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.headers.get('If-Match')).toBe('2');
    expect(patch?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(patch?.body).toEqual({ reasonCode: 'operator', note: 'Guard left open by the operator' });
  });

  it('shows the current values beside the person’s own when someone else corrected it meanwhile', async () => {
    renderSection('supervisor', [CLOSED], {
      [`PATCH /api/downtime/${CLOSED.id}`]: () =>
        jsonResponse(409, {
          error: 'VERSION_CONFLICT',
          message: 'The downtime was changed',
          current: { ...CLOSED, reasonCode: 'operator', reasonLabel: 'Operator', version: 3 },
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Edit downtime from/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct downtime' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Planned stop' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const conflict = await within(dialog).findByRole('region', { name: 'Conflicting changes' });
    // The field the person set, what it is now beside what they chose.
    expect(within(conflict).getByRole('row', { name: 'Planned stop No Yes' })).toBeTruthy();
    expect(within(conflict).queryByRole('row', { name: /Reason/ })).toBeNull();
  });

  it('lets a supervisor record a stop of the order’s equipment while none is open', async () => {
    const { calls } = renderSection('supervisor', [CLOSED], {
      'POST /api/downtime': ({ body }) =>
        jsonResponse(
          201,
          buildDowntime({ ...(body as object), endedAt: null, workOrderFoNumber: ORDER.foNumber }),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Record downtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record downtime' });
    // The dialog loads on first opening, and its reasons with it.
    expect(await within(dialog).findByRole('radio', { name: 'Down now' })).toHaveProperty('checked', true);
    expect((await within(dialog).findByRole('combobox', { name: 'Reason' })).textContent).toContain(
      'Breakdown',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record downtime' }));

    expect(await screen.findByText('PMP-001 is down')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      equipmentId: ORDER.equipmentId,
      workOrderId: ORDER.id,
      reasonCode: 'breakdown',
      planned: false,
    });
  });

  it('is read-only for technicians', async () => {
    renderSection('technician', [OPEN, CLOSED]);
    await screen.findByRole('list', { name: `Downtime of ${ORDER.foNumber}` });
    expect(screen.queryByRole('button', { name: /Edit downtime/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record downtime' })).toBeNull();
  });

  it('says when the order has none', async () => {
    renderSection('technician', []);
    expect(await screen.findByText('No downtime recorded for this order.')).toBeTruthy();
  });

  it('shows a correction made offline at once, marked "Not synced yet", and keeps it in the queue', async () => {
    await changeQueue.refresh();
    const { calls } = renderSection('supervisor', [CLOSED]);
    await userEvent.click(await screen.findByRole('button', { name: /Edit downtime from/ }));
    goOffline();
    const dialog = await screen.findByRole('dialog', { name: 'Correct downtime' });
    await userEvent.clear(within(dialog).getByLabelText('Note'));
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Parts arrived late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = rowOf('Parts arrived late');
    expect(within(row).getByText('Not synced yet')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(
      changeQueue
        .getSnapshot()
        .actions.map((action) => [action.table, action.type, action.recordId, action.baseVersion]),
    ).toEqual([['downtime', 'update', CLOSED.id, 2]]);
  });
});
