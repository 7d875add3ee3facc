import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { StepFailures } from '@shared/schemas/step-failures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildPeriod } from '../analytics-test-fixtures';
import StepFailuresPanel from './step-failures-panel';

const BELT = '7f1c2a4e-0000-4000-8000-0000000000a1';
const TENSION = '7f1c2a4e-0000-4000-8000-0000000000b1';
const GUARD = '7f1c2a4e-0000-4000-8000-0000000000b2';
const CONVEYOR = '3f1c2a4e-0000-4000-8000-0000000000e1';
const PACKER = '3f1c2a4e-0000-4000-8000-0000000000e2';

function buildStepFailures(): StepFailures {
  return {
    period: buildPeriod(30),
    totals: { failed: 2, flagged: 1, followUps: 2, orders: 3 },
    byProcedure: [
      { procedureId: BELT, name: 'Conveyor belt inspection', failed: 1, flagged: 1, followUps: 1, orders: 2 },
      { procedureId: null, name: null, failed: 1, flagged: 0, followUps: 1, orders: 1 },
    ],
    byEquipment: [
      {
        equipmentId: CONVEYOR,
        assetTag: 'CNV-001',
        description: 'Packing line conveyor',
        failed: 2,
        flagged: 0,
        followUps: 2,
        orders: 2,
      },
      {
        equipmentId: PACKER,
        assetTag: 'PCK-001',
        description: 'Case packer',
        failed: 0,
        flagged: 1,
        followUps: 0,
        orders: 1,
      },
    ],
    topSteps: [
      {
        procedureId: BELT,
        procedureName: 'Conveyor belt inspection',
        stepId: TENSION,
        stepTitle: 'Belt tension',
        failed: 1,
        flagged: 0,
      },
      {
        procedureId: BELT,
        procedureName: 'Conveyor belt inspection',
        stepId: GUARD,
        stepTitle: 'Guard refitted',
        failed: 0,
        flagged: 1,
      },
    ],
  };
}

function renderPanel(figures: StepFailures) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/analytics/step-failures': () => jsonResponse(200, figures),
  });
  renderWithApp(<StepFailuresPanel days={30} />, { path: '/analytics?tab=trends' });
  return stub;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('failed and flagged steps on Maintenance Trends (issue 25 §7)', () => {
  it('lists them by procedure, by equipment and by step, with the follow-ups they raised', async () => {
    const { calls } = renderPanel(buildStepFailures());
    const panel = within(await screen.findByRole('region', { name: 'Failed and Flagged Steps' }));
    expect(await panel.findByText('2 failed · 1 flagged · 2 follow-ups · 3 orders')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/analytics/step-failures?days=30')).toBe(true);

    expect(rowsOf(panel.getByRole('table', { name: 'Failed and flagged steps by procedure' }))).toEqual([
      ['Procedure', 'Failed', 'Flagged', 'Follow-ups', 'Orders'],
      ['Conveyor belt inspection1 failed · 1 flagged · 1 follow-up · 2 orders', '1', '1', '1', '2'],
      ['Checklists without a procedure1 failed · 0 flagged · 1 follow-up · 1 order', '1', '0', '1', '1'],
    ]);
    expect(rowsOf(panel.getByRole('table', { name: 'Failed and flagged steps by equipment' }))).toEqual([
      ['Equipment', 'Failed', 'Flagged', 'Follow-ups', 'Orders'],
      ['CNV-001Packing line conveyor2 failed · 0 flagged · 2 follow-ups · 2 orders', '2', '0', '2', '2'],
      ['PCK-001Case packer0 failed · 1 flagged · 0 follow-ups · 1 order', '0', '1', '0', '1'],
    ]);
    expect(rowsOf(panel.getByRole('table', { name: 'Steps that fail most' }))).toEqual([
      ['Step', 'Failed', 'Flagged'],
      ['Belt tensionConveyor belt inspection1 failed · 0 flagged', '1', '0'],
      ['Guard refittedConveyor belt inspection0 failed · 1 flagged', '0', '1'],
    ]);
  });

  it('says so when no step failed or was flagged in the period', async () => {
    renderPanel({
      ...buildStepFailures(),
      totals: { failed: 0, flagged: 0, followUps: 0, orders: 0 },
      byProcedure: [],
      byEquipment: [],
      topSteps: [],
    });
    const panel = within(await screen.findByRole('region', { name: 'Failed and Flagged Steps' }));
    expect(await panel.findByText('No failed or flagged steps in this period')).toBeTruthy();
    expect(panel.queryByRole('table')).toBeNull();
  });
});
