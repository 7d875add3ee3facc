import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildSheets } from '../test-fixtures';
import WorkOrderSheetsPage from './work-order-sheets-page';

function renderSheet(order: WorkOrder) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const sheet = { workOrder: order, checklist: [], partsUsage: [], labor: [], downtime: [] };
  stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/reports/work-order-sheets': () =>
      jsonResponse(200, { ...buildSheets(), sheets: [sheet], missingIds: [] }),
  });
  renderWithApp(<WorkOrderSheetsPage />, { path: `/reports/print/work-orders?ids=${order.id}` });
}

const closeOut = async (foNumber: string) => {
  const sheet = within(await screen.findByRole('article', { name: `Work order ${foNumber}` }));
  return sheet.queryByRole('region', { name: 'Close-out' });
};

describe('the close-out on the printed sheet (issue 25 §8)', () => {
  it('prints the codes and the note a repair was completed with', async () => {
    renderSheet(
      buildWorkOrder({
        foNumber: 'WO-2026-301',
        type: 'corrective',
        status: 'completed',
        completedAt: '2026-11-20T10:00:00.000Z',
        problemCode: 'leaking',
        problemLabel: 'Leaking',
        causeCode: 'seal_wear',
        causeLabel: 'Seal wear',
        remedyCode: 'replaced',
        remedyLabel: 'Replaced',
        completionNote: 'Shaft seal replaced; no leak after 30 min run',
      }),
    );
    const section = within((await closeOut('WO-2026-301'))!);
    expect(section.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Problem',
      'Cause',
      'Remedy',
    ]);
    expect(section.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Leaking',
      'Seal wear',
      'Replaced',
    ]);
    expect(section.getByText('Shaft seal replaced; no leak after 30 min run')).toBeTruthy();
  });

  it('gives an open repair lines to write the codes on', async () => {
    renderSheet(buildWorkOrder({ foNumber: 'WO-2026-302', type: 'emergency', status: 'in_progress' }));
    const section = within((await closeOut('WO-2026-302'))!);
    expect(section.getByText('Problem')).toBeTruthy();
    expect(section.getByText('Cause')).toBeTruthy();
    expect(section.getByText('Remedy')).toBeTruthy();
  });

  it('prints no close-out for a preventive order', async () => {
    renderSheet(buildWorkOrder({ foNumber: 'WO-2026-303', type: 'preventive', status: 'in_progress' }));
    expect(await closeOut('WO-2026-303')).toBeNull();
  });
});
