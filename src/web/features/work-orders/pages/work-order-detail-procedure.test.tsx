import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { procedureStepSchema } from '@shared/schemas/procedures';
import { WorkOrderDialogHost } from '@web/app/dialogs/work-order-dialog-host';
import { goOffline } from '@web/components/work-orders/offline.test-helper';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildChecklistItem } from '@web/test/checklist-fixtures';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import WorkOrderDetailPage from './work-order-detail-page';

const ME = buildSessionUser().id;
const ORDER = buildWorkOrder({
  status: 'in_progress',
  assignedTo: ME,
  procedure: {
    id: '7a1c2e4b-0d3f-4b8a-9c6e-5f2a1b3c4d5e',
    versionId: '7a1c2e4b-0d3f-4b8a-9c6e-5f2a1b3c4d5f',
    name: 'Belt inspection',
    version: 1,
  },
});
const TENSION = procedureStepSchema.parse({
  id: '00000000-0000-4000-8000-0000000000a1',
  type: 'number',
  title: 'Belt tension',
  unit: 'N',
  min: 40,
  max: 60,
  required: true,
});
const STEP = buildChecklistItem({
  id: '3f1c2a4e-0000-4000-8000-0000000000c1',
  workOrderId: ORDER.id,
  description: 'Belt tension',
  step: TENSION,
  section: 'Drive',
});

describe('an order with a procedure, answered offline', () => {
  it('counts an answer waiting in the queue on the checklist tab, as its progress bar does', async () => {
    await changeQueue.refresh();
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, ME);
    stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
      'GET /api/profiles': () => jsonResponse(200, []),
      [`GET /api/work-orders/${ORDER.id}`]: () => jsonResponse(200, ORDER),
      [`GET /api/work-orders/${ORDER.id}/checklist`]: () => jsonResponse(200, [STEP]),
    });
    renderWithApp(
      <WorkOrderDialogHost>
        <WorkOrderDetailPage />
      </WorkOrderDialogHost>,
      { path: `/work-orders/${ORDER.id}` },
    );
    const tension = await screen.findByRole('textbox', { name: 'Belt tension' });
    expect(screen.getByRole('tab', { name: 'Checklist 0/1' })).toBeTruthy();
    goOffline();
    await userEvent.type(tension, '72');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(changeQueue.getSnapshot().actions.map((action) => action.label)).toEqual([
        'Answer "Belt tension"',
      ]),
    );
    expect(await screen.findByText('72 N — outside 40–60 N')).toBeTruthy();
    expect(screen.getByText('1 of 1 checked off')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Checklist 1/1' })).toBeTruthy();
  });
});
