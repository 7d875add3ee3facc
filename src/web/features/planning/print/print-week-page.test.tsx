import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { ANA, BEN, buildPlanning, buildPlanningCard, buildPlanningTechnician } from '../test-fixtures';
import PrintWeekPage from './print-week-page';

const MONDAY = '2026-11-30';

const PLANT: PlantSettings = {
  warehouseId: '5b0c2f56-6d0e-4a51-9d6f-0c1d9a7e0a01',
  warehouseName: 'Main Plant',
  laborRate: null,
  currency: 'EUR',
  monthlyBudget: null,
  closeOutCodesRequired: false,
  approvalLimits: {},
  version: 1,
};

/** Ana's week in Berlin: two orders on Monday, one on Wednesday, Friday half off; Ben's order is not hers. */
const PLANNING = buildPlanning(MONDAY, {
  timezone: 'Europe/Berlin',
  technicians: [
    buildPlanningTechnician(ANA, MONDAY, {
      '2026-11-30': { load: 6 },
      '2026-12-02': { load: 10 },
      '2026-12-04': { capacity: 4, timeOffReason: 'Dentist' },
    }),
    buildPlanningTechnician(BEN, MONDAY, { '2026-11-30': { load: 3 } }),
  ],
  orders: [
    buildPlanningCard({
      id: '6a1d7b0e-0000-4000-8000-000000000022',
      foNumber: 'WO-2026-022',
      description: 'Grease the conveyor bearings',
      asset: 'CNV-002 — Packing conveyor',
      priority: 'medium',
      scheduledStart: '2026-11-30T11:00:00.000Z',
      hours: 4,
    }),
    buildPlanningCard({
      id: '6a1d7b0e-0000-4000-8000-000000000021',
      foNumber: 'WO-2026-021',
      scheduledStart: '2026-11-30T07:00:00.000Z',
      hours: 2,
    }),
    buildPlanningCard({
      id: '6a1d7b0e-0000-4000-8000-000000000023',
      foNumber: 'WO-2026-023',
      description: 'Overhaul the compressor',
      asset: null,
      priority: 'critical',
      scheduledStart: '2026-12-02T07:00:00.000Z',
      hours: 10,
    }),
    buildPlanningCard({
      id: '6a1d7b0e-0000-4000-8000-000000000031',
      foNumber: 'WO-2026-031',
      assignedTo: BEN.id,
      scheduledStart: '2026-11-30T07:00:00.000Z',
      hours: 3,
    }),
  ],
});

function renderPage(userId: string) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/planning': () => jsonResponse(200, PLANNING),
    'GET /api/plant-settings': () => jsonResponse(200, PLANT),
  });
  // Any day of the week prints the whole week, Monday first.
  renderWithApp(<PrintWeekPage />, { path: `/planning/print/${userId}?week=2026-12-02` });
  return stub;
}

const preview = () => screen.getByRole('region', { name: 'Print preview' });
const day = (name: string) => within(preview()).getByRole('region', { name });

describe('a technician’s printed week (issue 26 §5)', () => {
  it('prints one technician’s orders by plant day and time, with each day’s hours against capacity', async () => {
    const { calls } = renderPage(ANA.id);
    const sheet = await screen.findByRole('article', { name: 'Week plan of Ana Lopez' });
    expect(calls.find((call) => call.url.startsWith('/api/planning'))?.url).toBe(
      '/api/planning?from=2026-11-30&to=2026-12-06',
    );
    expect(within(sheet).getByText('Main Plant')).toBeTruthy();
    expect(within(sheet).getByText(/^Week of 30 Nov\s–\s6 Dec 2026$/)).toBeTruthy();
    expect(within(sheet).getByText('Planned 16 h of 36 h')).toBeTruthy();
    expect(within(sheet).getByText(/^Printed /)).toBeTruthy();

    const monday = day('Monday 30 November');
    expect(
      within(monday)
        .getAllByRole('listitem')
        .map((order) => order.textContent),
    ).toEqual([
      '08:00WO-2026-021Replace the seal of the feed pumpPMP-001 — Boiler feed pumpHigh2 h',
      '12:00WO-2026-022Grease the conveyor bearingsCNV-002 — Packing conveyorMedium4 h',
    ]);
    expect(within(monday).getByText('6 h of 8 h')).toBeTruthy();
    expect(within(monday).queryByText('WO-2026-031')).toBeNull();

    const wednesday = day('Wednesday 2 December');
    expect(within(wednesday).getByText('WO-2026-023')).toBeTruthy();
    expect(within(wednesday).getByText('10 h of 8 h (over)')).toBeTruthy();

    const friday = day('Friday 4 December');
    expect(within(friday).getByText('Off: Dentist')).toBeTruthy();
    expect(within(friday).getByText('0 h of 4 h')).toBeTruthy();
    expect(within(friday).queryAllByRole('listitem')).toEqual([]);
  });

  it('prints from the Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(ANA.id);
    await screen.findByRole('article', { name: 'Week plan of Ana Lopez' });
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says so when the person is not planned on the board, with nothing to print', async () => {
    renderPage('6a1d7b0e-0000-4000-8000-0000000000e9');
    expect(await screen.findByText('No week plan for this person')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
