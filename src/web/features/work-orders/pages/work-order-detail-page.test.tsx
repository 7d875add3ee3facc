import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { WorkOrderDialogHost } from '@web/app/dialogs/work-order-dialog-host';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import WorkOrderDetailPage from './work-order-detail-page';

const ME = buildSessionUser().id;
const ORDER = buildWorkOrder({
  status: 'assigned',
  assignedTo: ME,
  assigneeName: 'Dana Planner',
  version: 3,
});
const PATH = `/api/work-orders/${ORDER.id}`;

const STEP: ChecklistItem = {
  id: '3f1c2a4e-0000-4000-8000-0000000000c1',
  workOrderId: ORDER.id,
  position: 0,
  description: 'Isolate the pump',
  status: 'pending',
  note: null,
  completedBy: null,
  completedByName: null,
  completedAt: null,
  followUpWorkOrderId: null,
  version: 1,
};

function renderDetail(role: Role, order: WorkOrder, routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  // The change queue keeps each person's changes apart (as a signed-in session stores it).
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/profiles': () => jsonResponse(200, []),
    [`GET ${PATH}`]: () => jsonResponse(200, order),
    [`GET ${PATH}/checklist`]: () => jsonResponse(200, [STEP]),
    ...routes,
  });
  renderWithApp(
    <WorkOrderDialogHost>
      <WorkOrderDetailPage />
    </WorkOrderDialogHost>,
    { path: `/work-orders/${order.id}` },
  );
  return stub;
}

describe('work order detail', () => {
  it('lets the assigned technician start work, sending If-Match with the version seen', async () => {
    const { calls } = renderDetail('technician', ORDER, {
      [`PATCH ${PATH}`]: () => jsonResponse(200, { ...ORDER, status: 'in_progress', version: 4 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start work' }));
    expect(await screen.findByText('Work started')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ status: 'in_progress' });
    expect(patch?.headers.get('If-Match')).toBe('3');
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says so and reloads the order when someone else changed it meanwhile', async () => {
    const { calls } = renderDetail('technician', ORDER, {
      [`PATCH ${PATH}`]: () =>
        jsonResponse(409, {
          error: 'VERSION_CONFLICT',
          message: 'The work order was changed',
          current: ORDER,
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start work' }));
    expect(await screen.findByText('Someone else changed this work order')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.url === PATH)).toHaveLength(2),
    );
  });

  it("shows the server's reason when a transition is refused", async () => {
    renderDetail('technician', ORDER, {
      [`PATCH ${PATH}`]: () =>
        jsonResponse(409, {
          error: 'CONFLICT',
          message: 'Cannot move a work order from assigned to in_progress',
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start work' }));
    expect(await screen.findByText('Cannot move a work order from assigned to in_progress')).toBeTruthy();
  });

  it("gives a technician no actions on someone else's order, and read-only steps", async () => {
    renderDetail('technician', { ...ORDER, assignedTo: '3f1c2a4e-0000-4000-8000-0000000000f9' });
    const step = await screen.findByRole('checkbox', { name: 'Isolate the pump' });
    expect(step.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('group', { name: 'Status actions' })).toBeNull();
  });

  it('offers supervisors verify and reopen on a completed order, and managers delete', async () => {
    const completed = { ...ORDER, status: 'completed' as const, assignedTo: null };
    renderDetail('supervisor', completed);
    const actions = await screen.findByRole('group', { name: 'Status actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Verify', 'Reopen']);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows managers the delete button', async () => {
    renderDetail('manager', ORDER);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('ticks a step at once and puts it back when the server refuses', async () => {
    renderDetail('technician', ORDER, {
      [`PATCH /api/work-orders/checklist/${STEP.id}`]: () =>
        jsonResponse(409, { error: 'CONFLICT', message: 'The work order is closed' }),
    });
    const step = await screen.findByRole('checkbox', { name: 'Isolate the pump' });
    await userEvent.click(step);
    expect(await screen.findByText('The step was not changed')).toBeTruthy();
    await waitFor(() => expect(step.getAttribute('data-state')).toBe('unchecked'));
  });

  it('names the vendor or contractor doing the job, linked to the vendors screen', async () => {
    renderDetail('supervisor', {
      ...ORDER,
      vendorId: '9b1c2a4e-0000-4000-8000-000000000002',
      vendorName: 'Volt Electrical',
    });
    const link = await screen.findByRole('link', { name: 'Volt Electrical' });
    expect(link.getAttribute('href')).toBe('/vendors?q=Volt%20Electrical');
  });
});
