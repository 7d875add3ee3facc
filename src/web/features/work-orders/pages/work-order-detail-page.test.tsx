import { lineStep } from '@shared/procedure-lines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { PlantSettings } from '@shared/schemas/plant-settings';
import type { ChecklistItem, PartsUsage } from '@shared/schemas/work-order-activity';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { WorkOrderDialogHost } from '@web/app/dialogs/work-order-dialog-host';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { renderWithApp } from '@web/test/render';
import { createWorkOrder } from '../api/create-work-order';
import WorkOrderDetailPage from './work-order-detail-page';
import { goOffline } from '@web/components/work-orders/offline.test-helper';
import { buildDowntime } from '@web/test/downtime-fixtures';

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
  meter: null,
  reading: null,
  step: lineStep('3f1c2a4e-0000-4000-8000-0000000000c1', 'Isolate the pump'),
  section: null,
  answer: null,
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

  it('completes a "read meter" step by its reading, and shows the refusal at the value', async () => {
    const meter = { id: '3f1c2a4e-0000-4000-8000-0000000000m1', name: 'Running hours', unit: 'h' };
    const step: ChecklistItem = { ...STEP, description: 'Read Running hours (h)', meter };
    let refuse = true;
    const { calls } = renderDetail('technician', ORDER, {
      [`GET ${PATH}/checklist`]: () => jsonResponse(200, [step]),
      [`PATCH /api/work-orders/checklist/${STEP.id}`]: () =>
        refuse
          ? jsonResponse(422, {
              error: 'UNPROCESSABLE',
              message: 'Reading 1,204 h is below the previous reading 1,310 h on 3 Nov',
            })
          : jsonResponse(200, {
              ...step,
              status: 'done',
              reading: { id: '3f1c2a4e-0000-4000-8000-0000000000r1', value: 1352.5, readAt: ORDER.createdAt },
              version: 2,
            }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Read Running hours (h)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Read Running hours' });
    await userEvent.type(within(dialog).getByLabelText('Reading (h)'), '1204');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record reading' }));
    expect(
      await within(dialog).findByText('Reading 1,204 h is below the previous reading 1,310 h on 3 Nov'),
    ).toBeTruthy();

    refuse = false;
    await userEvent.clear(within(dialog).getByLabelText('Reading (h)'));
    await userEvent.type(within(dialog).getByLabelText('Reading (h)'), '1352,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record reading' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('1,352.5 h')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { reading: { value: 1204, source: 'manual' } },
      { reading: { value: 1352.5, source: 'manual' } },
    ]);
  });

  it("prices the parts used in the plant's currency", async () => {
    const usage: PartsUsage = {
      id: '3f1c2a4e-0000-4000-8000-0000000000d1',
      workOrderId: ORDER.id,
      partId: '3f1c2a4e-0000-4000-8000-0000000000d2',
      partNumber: 'BRG-6204',
      partName: 'Deep groove ball bearing 6204',
      quantity: 2,
      unitCost: '8.40',
      usedBy: ME,
      usedByName: 'Dana Planner',
      note: null,
      createdAt: '2026-06-01T10:00:00.000Z',
    };
    const plant: PlantSettings = {
      warehouseId: ORDER.warehouseId,
      warehouseName: 'Main Plant',
      laborRate: null,
      currency: 'EUR',
      monthlyBudget: null,
      closeOutCodesRequired: false,
      approvalLimits: {},
      version: 1,
    };
    renderDetail('technician', ORDER, {
      [`GET ${PATH}/parts-usage`]: () => jsonResponse(200, [usage]),
      'GET /api/plant-settings': () => jsonResponse(200, plant),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Parts' }));
    const parts = await screen.findByRole('tabpanel', { name: 'Parts' });
    expect(await within(parts).findByText('2 × €8.40')).toBeTruthy();
    expect(within(parts).getByText('Parts total').nextElementSibling?.textContent).toBe('€16.80');
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

  it('adds a step offline to an order the server has: it shows at once, marked, and waits in the queue', async () => {
    await changeQueue.refresh();
    const { calls } = renderDetail('technician', ORDER);
    await screen.findByRole('checkbox', { name: 'Isolate the pump' });
    goOffline();
    await userEvent.type(screen.getByLabelText('New checklist step'), 'Check belt tension');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    const row = (await screen.findByRole('checkbox', { name: /Check belt tension/ })).closest('li');
    expect(within(row as HTMLElement).getByText('Not synced yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Checklist 0/2' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(changeQueue.getSnapshot().actions.map((action) => [action.table, action.parentId])).toEqual([
      ['checklist', ORDER.id],
    ]);
    expect(changeQueue.getSnapshot().actions.map((action) => action.label)).toEqual([
      'Add step "Check belt tension"',
    ]);
  });

  it('shows a reading taken offline on its step at once, and queues it as a reading', async () => {
    await changeQueue.refresh();
    const meter = { id: '3f1c2a4e-0000-4000-8000-0000000000m2', name: 'Running hours', unit: 'h' };
    const { calls } = renderDetail('technician', ORDER, {
      [`GET ${PATH}/checklist`]: () =>
        jsonResponse(200, [{ ...STEP, description: 'Read Running hours (h)', meter }]),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Read Running hours (h)' }));
    goOffline();
    const dialog = await screen.findByRole('dialog', { name: 'Read Running hours' });
    await userEvent.type(within(dialog).getByLabelText('Reading (h)'), '1352,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record reading' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('1,352.5 h')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    const [queued] = changeQueue.getSnapshot().actions;
    expect(queued?.label).toBe('Reading 1352.5 on step "Read Running hours (h)"');
    expect(queued?.data).toEqual({ reading: { value: 1352.5, source: 'offline' } });
  });

  it('names each queued change by what the person did: a Start is a start, a tick a tick', async () => {
    await changeQueue.refresh();
    renderDetail('technician', ORDER);
    await screen.findByRole('checkbox', { name: 'Isolate the pump' });
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Start work' }));
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Isolate the pump' }));
    await waitFor(() => expect(changeQueue.getSnapshot().actions).toHaveLength(2));
    expect(changeQueue.getSnapshot().actions.map((action) => action.label)).toEqual([
      `Start ${ORDER.foNumber}`,
      'Tick step "Isolate the pump"',
    ]);
  });

  it('runs an order made offline: a step and hours show at once, history waits for the sync', async () => {
    goOffline();
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, ME);
    // The page's queue outlives a test; its store was emptied after the last one.
    await changeQueue.refresh();
    const created = await createWorkOrder({
      input: {
        foNumber: 'WO-2026-050',
        description: 'Grease the conveyor bearings',
        type: 'corrective',
        priority: 'medium',
      },
      user: buildSessionUser(),
    });
    const { calls } = stubFetch({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
      'GET /api/profiles': () => jsonResponse(200, []),
    });
    renderWithApp(
      <WorkOrderDialogHost>
        <WorkOrderDetailPage />
      </WorkOrderDialogHost>,
      { path: `/work-orders/${created.id}` },
    );
    expect(await screen.findByRole('heading', { name: 'WO-2026-050' })).toBeTruthy();
    expect(screen.getByText('Not synced yet')).toBeTruthy();

    await userEvent.type(await screen.findByLabelText('New checklist step'), 'Check belt tension');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(await screen.findByRole('checkbox', { name: /Check belt tension/ })).toBeTruthy();
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Checklist 0/1' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Labour' }));
    await userEvent.type(await screen.findByLabelText('Hours worked'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add hours' }));
    expect(await screen.findByRole('button', { name: /Delete 1.5 h by Dana Planner/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('History appears once this work order has synced.')).toBeTruthy();
    // Nothing about an order the server does not have yet is asked of it.
    expect(calls.filter((call) => call.url.includes('temp-'))).toEqual([]);
  });
});

describe('work order detail: completion and sign-off', () => {
  const inProgress = { ...ORDER, status: 'in_progress' as const };
  const downNow = buildDowntime({
    workOrderId: ORDER.id,
    workOrderFoNumber: ORDER.foNumber,
    startedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    endedAt: null,
    closedByName: null,
  });
  const downtimeRoute = (open: typeof downNow | null) => ({
    'GET /api/downtime': ({ url }: { url: string }) =>
      jsonResponse(200, open && (url.includes('open=true') || url.includes('workOrderId')) ? [open] : []),
  });

  it('asks "Back in service", ticked while the equipment is down, and sends it with the completion', async () => {
    const { calls } = renderDetail('technician', inProgress, {
      ...downtimeRoute(downNow),
      [`PATCH ${PATH}`]: () => jsonResponse(200, { ...inProgress, status: 'completed', version: 4 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Complete with open checklist steps?' });
    const box = await within(confirm).findByRole('checkbox', { name: 'Back in service' });
    await waitFor(() => expect(box.getAttribute('aria-checked')).toBe('true'));
    expect(within(confirm).getByText(/Down since/)).toBeTruthy();
    expect(within(confirm).getByText('Its downtime ends now and PMP-001 becomes active again.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Complete anyway' }));

    expect(await screen.findByText('Work order completed')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ status: 'completed', backInService: true });
    expect(patch?.headers.get('If-Match')).toBe('3');
  });

  it('leaves "Back in service" unticked when nothing is down: the completion goes alone', async () => {
    const { calls } = renderDetail('technician', inProgress, {
      ...downtimeRoute(null),
      [`GET ${PATH}/checklist`]: () => jsonResponse(200, []),
      [`PATCH ${PATH}`]: () => jsonResponse(200, { ...inProgress, status: 'completed', version: 4 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Complete ${ORDER.foNumber}?` });
    const box = within(confirm).getByRole('checkbox', { name: 'Back in service' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(
      within(confirm).getByText('No downtime is open for PMP-001. Ticked, it is set active again.'),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'completed' });
  });

  it('verifies with the rating the supervisor gives, and shows it on the order', async () => {
    const completed = { ...ORDER, status: 'completed' as const };
    const { calls } = renderDetail('supervisor', completed, {
      ...downtimeRoute(null),
      [`PATCH ${PATH}`]: ({ body }) =>
        jsonResponse(200, {
          ...completed,
          ...(body as object),
          verifiedAt: '2026-03-03T09:00:00.000Z',
          version: 4,
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: `Verify ${ORDER.foNumber}` });
    const group = within(dialog).getByRole('group', { name: 'How well was the request met?' });
    await userEvent.click(within(group).getByRole('radio', { name: '4 stars, Very good' }));
    expect(within(group).getByRole('radio', { name: '4 stars, Very good' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Work order verified')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'verified',
      satisfactionRating: 4,
    });
    expect(await screen.findByText('4 of 5 · Very good')).toBeTruthy();
  });

  it('verifies without a rating when none is given', async () => {
    const completed = { ...ORDER, status: 'completed' as const };
    const { calls } = renderDetail('supervisor', completed, {
      ...downtimeRoute(null),
      [`PATCH ${PATH}`]: ({ body }) => jsonResponse(200, { ...completed, ...(body as object), version: 4 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: `Verify ${ORDER.foNumber}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'verified' });
  });

  it('gives technicians no verify step and so no rating to give', async () => {
    renderDetail('technician', { ...ORDER, status: 'completed' }, downtimeRoute(null));
    await screen.findByRole('checkbox', { name: 'Isolate the pump' });
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('How well was the request met?')).toBeNull();
  });
});
