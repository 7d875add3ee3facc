import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { findToastAction } from '@web/test/toast-action';
import { goOffline } from '@web/components/work-orders/offline.test-helper';
import { buildPlanningCard, DANA, SAM } from '../components/planning-test-fixtures';
import { fakePlanningServer } from './fake-planning-server.test-helper';
import PlanningPage from './planning-page';

const BELT = buildPlanningCard({ foNumber: 'WO-2026-0101', asset: 'Conveyor CV-3', hours: 2 });

function renderBoard(cards = [BELT]) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  // The change queue keeps each person's changes apart (as a signed-in session stores it).
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const server = fakePlanningServer(cards);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    ...server.routes,
  });
  renderWithApp(<PlanningPage />, { path: '/planning?week=2026-12-02' });
  return { ...stub, server };
}

// hidden: the board stays readable while a modal dialog hides it from screen readers.
const cell = (name: string) => screen.getByRole('group', { name, hidden: true });
const findBacklog = () => screen.findByRole('list', { name: 'Unscheduled work orders' });
const patches = (calls: ReturnType<typeof renderBoard>['calls']) =>
  calls.filter((call) => call.method === 'PATCH');

/** Schedules an order with its Schedule… dialog: the path without dragging. */
async function scheduleWithDialog(foNumber: string, day: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Schedule ${foNumber}…` }));
  const dialog = await screen.findByRole('dialog', { name: `Schedule ${foNumber}` });
  await user.clear(within(dialog).getByLabelText('Day'));
  await user.type(within(dialog).getByLabelText('Day'), day);
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  // Until the dialog has gone, the page under it takes no pointer (the toast's Undo neither).
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return user;
}

describe('the planning board', () => {
  it('moves a backlog order onto a technician’s day with the keyboard alone, announcing each step', async () => {
    const { calls } = renderBoard();
    const user = userEvent.setup();
    const card = await within(await findBacklog()).findByRole('button', { name: /^WO-2026-0101/ });
    card.focus();
    await user.keyboard(' ');
    expect(
      await screen.findByText('WO-2026-0101 is picked up, over the backlog, where it started.'),
    ).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('WO-2026-0101 is over Dana Lee, Monday 30 November.')).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowUp}');
    expect(await screen.findByText('WO-2026-0101 is over Dana Lee, Wednesday 2 December.')).toBeTruthy();
    await user.keyboard('{Enter}');

    expect(await within(cell('Dana Lee, Wednesday 2 December')).findByText('WO-2026-0101')).toBeTruthy();
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    const [sent] = patches(calls);
    expect(sent?.url).toBe(`/api/work-orders/${BELT.id}`);
    expect(sent?.headers.get('If-Match')).toBe('1');
    // The day's start, 08:00 in Berlin.
    expect(sent?.body).toEqual({ scheduledStart: '2026-12-02T07:00:00.000Z', assignedTo: DANA.id });
    expect(await screen.findByText('WO-2026-0101 scheduled for Dana Lee on Wed 2 Dec')).toBeTruthy();
  });

  it('shows a move at once, before the server answers, and Undo puts it back', async () => {
    const { calls, server } = renderBoard();
    const release = server.hold();
    const user = await scheduleWithDialog('WO-2026-0101', '2026-12-02');
    const wednesday = cell('Dana Lee, Wednesday 2 December');
    expect(await within(wednesday).findByText('WO-2026-0101')).toBeTruthy();
    expect(within(wednesday).getByText('2 / 8 h')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Unscheduled work orders' })).toBeNull();

    release();
    await user.click(await findToastAction('Undo'));
    expect(await within(await findBacklog()).findByText('WO-2026-0101')).toBeTruthy();
    expect(within(cell('Dana Lee, Wednesday 2 December')).queryByText('WO-2026-0101')).toBeNull();
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    const undo = patches(calls)[1];
    expect(undo?.headers.get('If-Match')).toBe('2');
    expect(undo?.body).toEqual({ scheduledStart: null, assignedTo: null });
    expect(await screen.findByText('WO-2026-0101 is back where it was')).toBeTruthy();
    expect(server.card(BELT.id)).toMatchObject({ scheduledStart: null, assignedTo: null, version: 3 });
  });

  it('undoes the last move with Ctrl-Z, but not while typing in a field', async () => {
    const { calls } = renderBoard();
    const user = await scheduleWithDialog('WO-2026-0101', '2026-12-03');
    expect(await screen.findByText('WO-2026-0101 scheduled for Dana Lee on Thu 3 Dec')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByLabelText('Due before'));
    await user.keyboard('{Control>}z{/Control}');
    expect(patches(calls)).toHaveLength(1);

    await user.click(screen.getByRole('heading', { name: 'Planning' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(await within(await findBacklog()).findByText('WO-2026-0101')).toBeTruthy();
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
  });

  it('puts the card back and opens the conflict panel when someone changed the order meanwhile', async () => {
    const { calls, server } = renderBoard();
    await screen.findByRole('button', { name: 'Schedule WO-2026-0101…' });
    server.changeMeanwhile(BELT.id, { assignedTo: SAM.id, scheduledStart: '2026-12-04T07:00:00.000Z' });
    const user = await scheduleWithDialog('WO-2026-0101', '2026-12-02');

    const dialog = await screen.findByRole('dialog', { name: 'WO-2026-0101 was changed meanwhile' });
    const technician = within(dialog).getByRole('row', { name: /Technician/ });
    expect(within(technician).getByText('Sam Ortiz')).toBeTruthy();
    expect(within(technician).getByText('Dana Lee')).toBeTruthy();
    // Back where the server has it: Sam's Friday.
    expect(await within(cell('Sam Ortiz, Friday 4 December')).findByText('WO-2026-0101')).toBeTruthy();
    expect(within(cell('Dana Lee, Wednesday 2 December')).queryByText('WO-2026-0101')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Re-apply my changes' }));
    expect(await within(cell('Dana Lee, Wednesday 2 December')).findByText('WO-2026-0101')).toBeTruthy();
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(patches(calls)[1]?.headers.get('If-Match')).toBe('2');
    expect(server.card(BELT.id)).toMatchObject({ assignedTo: DANA.id, version: 3 });
  });

  it('names the day off the server refused, and schedules anyway when asked', async () => {
    const { calls, server } = renderBoard();
    server.dayOff('2026-12-02', 'Vacation');
    const user = await scheduleWithDialog('WO-2026-0101', '2026-12-02');
    expect(await screen.findByText('Dana Lee is off on 2026-12-02 (Vacation)')).toBeTruthy();
    expect(await within(await findBacklog()).findByText('WO-2026-0101')).toBeTruthy();

    await user.click(await findToastAction('Schedule anyway'));
    expect(await within(cell('Dana Lee, Wednesday 2 December')).findByText('WO-2026-0101')).toBeTruthy();
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(patches(calls)[1]?.body).toMatchObject({ force: true });
  });

  it('chooses backlog orders one by one or a run with Shift, and distributes them', async () => {
    const cards = ['0401', '0402', '0403', '0404'].map((number) =>
      buildPlanningCard({ foNumber: `WO-2026-${number}` }),
    );
    renderBoard(cards);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose WO-2026-0401' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Choose WO-2026-0403' }));
    await user.keyboard('{/Shift}');
    const toolbar = screen.getByRole('toolbar', { name: 'Chosen orders' });
    expect(within(toolbar).getByText('3 chosen')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Choose WO-2026-0404' }).getAttribute('data-state')).toBe(
      'unchecked',
    );
    await user.click(within(toolbar).getByRole('button', { name: 'Distribute 3…' }));
    expect(await screen.findByRole('dialog', { name: /^Distribute/ })).toBeTruthy();
  });

  it('keeps a move made offline on this device, marked not synced yet', async () => {
    const { calls } = renderBoard();
    await screen.findByRole('button', { name: 'Schedule WO-2026-0101…' });
    goOffline();
    await scheduleWithDialog('WO-2026-0101', '2026-12-02');
    const wednesday = cell('Dana Lee, Wednesday 2 December');
    expect(await within(wednesday).findByText('WO-2026-0101')).toBeTruthy();
    expect(await within(wednesday).findByText('Not synced yet')).toBeTruthy();
    expect(
      await screen.findByText('Saved on this device: it will be sent when the connection returns.'),
    ).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
  });
});
