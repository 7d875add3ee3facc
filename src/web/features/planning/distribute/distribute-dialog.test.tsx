import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { DistributeBody, Distribution } from '@shared/schemas/planning';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { ANA, BEN, buildPlanningCard } from '../test-fixtures';
import { DistributeDialog } from './distribute-dialog';

const MONDAY = '2026-11-30';
const FIRST = buildPlanningCard({
  id: '6a1d7b0e-0000-4000-8000-000000000011',
  foNumber: 'WO-2026-011',
  version: 4,
});
const SECOND = buildPlanningCard({
  id: '6a1d7b0e-0000-4000-8000-000000000012',
  foNumber: 'WO-2026-012',
  version: 7,
});
const TOO_BIG = buildPlanningCard({
  id: '6a1d7b0e-0000-4000-8000-000000000013',
  foNumber: 'WO-2026-013',
  version: 2,
});
const IDS = [FIRST.id, SECOND.id, TOO_BIG.id];

const PROPOSAL: Distribution = {
  applied: false,
  placements: [
    {
      workOrderId: FIRST.id,
      foNumber: FIRST.foNumber,
      technicianId: ANA.id,
      date: '2026-11-30',
      scheduledStart: '2026-11-30T08:00:00.000Z',
      hours: 4,
      version: FIRST.version,
    },
    {
      workOrderId: SECOND.id,
      foNumber: SECOND.foNumber,
      technicianId: BEN.id,
      date: '2026-12-01',
      scheduledStart: '2026-12-01T08:00:00.000Z',
      hours: 2.5,
      version: SECOND.version,
    },
  ],
  unplaced: [{ workOrderId: TOO_BIG.id, foNumber: TOO_BIG.foNumber, version: TOO_BIG.version }],
};

function renderDialog(apply: FetchHandler = () => jsonResponse(200, { ...PROPOSAL, applied: true })) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'POST /api/planning/distribute': (call) =>
      (call.body as DistributeBody).apply ? apply(call) : jsonResponse(200, PROPOSAL),
  });
  const onApplied = vi.fn();
  const onOpenChange = vi.fn();
  renderWithApp(
    <DistributeDialog
      open
      onOpenChange={onOpenChange}
      workOrderIds={IDS}
      technicians={[ANA, BEN]}
      from={MONDAY}
      to="2026-12-06"
      onApplied={onApplied}
    />,
  );
  return { ...stub, onApplied, onOpenChange };
}

const dialog = () => screen.getByRole('dialog');
const posted = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body as DistributeBody);

describe('Distribute (issue 26 §3)', () => {
  it('previews the plan for every technician by default, and names the orders with no room', async () => {
    const { calls } = renderDialog();
    expect(within(dialog()).getByRole('checkbox', { name: 'Ana Lopez' }).getAttribute('data-state')).toBe(
      'checked',
    );
    expect(within(dialog()).getByRole('checkbox', { name: 'Ben Okafor' }).getAttribute('data-state')).toBe(
      'checked',
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Preview' }));

    const table = await within(dialog()).findByRole('table', { name: 'Proposed schedule' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'OrderTechnicianDayHours',
      'WO-2026-011Ana LopezMon 30 Nov4 h',
      'WO-2026-012Ben OkaforTue 1 Dec2.5 h',
    ]);
    expect(within(dialog()).getByText('No room for WO-2026-013 in this window')).toBeTruthy();
    expect(within(dialog()).getByText('2 of 3 orders fit in this window.')).toBeTruthy();
    expect(posted(calls)).toEqual([
      { workOrderIds: IDS, technicianIds: [ANA.id, BEN.id], from: MONDAY, to: '2026-12-06', apply: false },
    ]);
  });

  it('asks for at least one technician before it previews', async () => {
    const { calls } = renderDialog();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Ana Lopez' }));
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Ben Okafor' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog()).findByText('Choose at least one technician')).toBeTruthy();
    expect(posted(calls)).toEqual([]);
  });

  it('applies the plan with each order’s version as the preview planned it, then says how many it scheduled', async () => {
    const { calls, onApplied, onOpenChange } = renderDialog();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Preview' }));
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Scheduled 2 orders')).toBeTruthy();
    expect(posted(calls)[1]).toEqual({
      workOrderIds: IDS,
      technicianIds: [ANA.id, BEN.id],
      from: MONDAY,
      to: '2026-12-06',
      apply: true,
      versions: { [FIRST.id]: 4, [SECOND.id]: 7, [TOO_BIG.id]: 2 },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onApplied).toHaveBeenCalledOnce();
  });

  it('says an order changed when the apply is refused (409), and previews again', async () => {
    const { calls, onApplied } = renderDialog(() =>
      jsonResponse(409, {
        error: 'VERSION_CONFLICT',
        message:
          'Work order WO-2026-011 changed since the preview, so nothing was scheduled: preview again and apply',
      }),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Preview' }));
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Apply' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('An order changed since this preview')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Work order WO-2026-011 changed since the preview, so nothing was scheduled: preview again and apply',
      ),
    ).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(within(alert).getByRole('button', { name: 'Preview again' }));
    await vi.waitFor(() => expect(within(dialog()).queryByRole('alert')).toBeNull());
    expect(posted(calls).map((body) => body.apply)).toEqual([false, true, false]);
    expect(onApplied).not.toHaveBeenCalled();
  });
});
