import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { collectPageErrors, sidewaysOverflow } from './support/page-errors';
import { createPerson, type Person } from './support/people';
import { signIn, signInLive } from './support/session';
import { toast } from './support/toasts';
import { unique, uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

// The board's words as a British browser writes them: "Wednesday 9 January", "Wed 9 Jan".
test.use({ locale: 'en-GB' });

/** A week far ahead: no time off, no PM and nothing of the seed falls in it. */
const WEEK = '2030-01-07';
const WEDNESDAY = 'Wednesday 9 January';

/**
 * A supervisor and a technician of the planning plant of the journey's own (the board has a row
 * for every technician of a plant), and an order in its backlog: due long ago, so it heads the
 * backlog, which lists the earliest due first.
 */
async function arrange(request: APIRequestContext) {
  const supervisor = await createPerson(request, 'supervisor', { warehouse: WAREHOUSES.planningBoard });
  const technician = await createPerson(request, 'technician', {
    warehouse: WAREHOUSES.planningBoard,
    firstName: 'Dana',
    lastName: `Lee ${unique()}`,
  });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: 'Replace the worn drive belt on the infeed conveyor',
    priority: 'high',
    dueDate: '2001-01-01T12:00:00.000Z',
    estimatedHours: 2,
  });
  return { supervisor, technician, token, order };
}

async function openWeek(page: Page, supervisor: Person, live = false) {
  await (live ? signInLive : signIn)(page, supervisor.email, supervisor.password);
  await page.goto(`/planning?week=${WEEK}`);
  await expect(page.getByRole('heading', { name: 'Planning', level: 1 })).toBeVisible();
}

const backlogCard = (page: Page, foNumber: string) =>
  page
    .getByRole('list', { name: 'Unscheduled work orders' })
    .getByRole('button', { name: new RegExp(`^${foNumber}`) });
const dayCell = (page: Page, technician: Person, day = WEDNESDAY) =>
  page.getByRole('group', { name: `${technician.name}, ${day}` });

/** A mouse drag as a person makes one: press, move in steps (dnd-kit starts after 6 px), release. */
/**
 * Drags a card as a hand does. Other journeys add rows and cards to the same plant's board while
 * this one runs, so nothing is measured early: the pointer settles on the card where it is now
 * (hover waits until it stops moving), and the target is measured once the drag has started.
 */
async function drag(page: Page, from: Locator, to: Locator) {
  await expect(from).toBeVisible();
  await expect(to).toBeVisible();
  await from.hover();
  await page.mouse.down();
  const start = await from.boundingBox();
  if (!start) throw new Error('the card is not on screen');
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 5 });
  const end = await to.boundingBox();
  if (!end) throw new Error('the cell is not on screen');
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
}

test("a planner drags a backlog order onto a technician's Wednesday; it stays after a reload, and another planner sees it move", async ({
  page,
  browser,
  request,
}) => {
  const { supervisor, technician, order } = await arrange(request);
  const colleague = await createPerson(request, 'supervisor', { warehouse: WAREHOUSES.planningBoard });
  const otherContext = await browser.newContext({ locale: 'en-GB' });
  const other = await otherContext.newPage();
  await openWeek(other, colleague, true);
  await expect(backlogCard(other, order.foNumber)).toBeVisible();
  let reloads = 0;
  other.on('load', () => (reloads += 1));

  await openWeek(page, supervisor);
  await drag(page, backlogCard(page, order.foNumber), dayCell(page, technician));

  await expect(dayCell(page, technician).getByText(order.foNumber)).toBeVisible();
  await expect(toast(page, `${order.foNumber} scheduled for ${technician.name} on Wed 9 Jan`)).toBeVisible();
  await expect(dayCell(page, technician)).toContainText('2 / 8 h');
  await expect(backlogCard(page, order.foNumber)).toHaveCount(0);

  await expect(dayCell(other, technician).getByText(order.foNumber)).toBeVisible();
  await expect(backlogCard(other, order.foNumber)).toHaveCount(0);
  expect(reloads).toBe(0);
  await otherContext.close();

  await page.reload();
  await expect(dayCell(page, technician).getByText(order.foNumber)).toBeVisible();
  await expect(dayCell(page, technician)).toContainText('2 / 8 h');
});

test('a planner schedules an order with the keyboard alone, hearing where it is at each step', async ({
  page,
  request,
}) => {
  const { supervisor, technician, order } = await arrange(request);
  await openWeek(page, supervisor);
  const announcement = page.locator('[id^="DndLiveRegion"]');
  const card = backlogCard(page, order.foNumber);
  await card.focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(
    `${order.foNumber} is picked up, over the backlog, where it started.`,
  );

  // Into the board at its first row; then down, row by row, to the technician's.
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toContainText(`${order.foNumber} is over `);
  while (!(await announcement.textContent())?.includes(technician.name)) {
    const heard = await announcement.textContent();
    await page.keyboard.press('ArrowDown');
    await expect(announcement).not.toHaveText(heard ?? '');
  }
  await expect(announcement).toHaveText(`${order.foNumber} is over ${technician.name}, Monday 7 January.`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText(`${order.foNumber} is over ${technician.name}, ${WEDNESDAY}.`);
  await page.keyboard.press('Enter');

  await expect(dayCell(page, technician).getByText(order.foNumber)).toBeVisible();
  await expect(toast(page, `${order.foNumber} scheduled for ${technician.name} on Wed 9 Jan`)).toBeVisible();
  // The card keeps the focus in its new place: Space picks it up again.
  await expect(
    dayCell(page, technician).getByRole('button', { name: new RegExp(`^${order.foNumber}`) }),
  ).toBeFocused();
  await page.reload();
  await expect(dayCell(page, technician).getByText(order.foNumber)).toBeVisible();
});

test('the week at 1280 px and the day list at 375 px show each technician’s load and orders', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const { supervisor, technician, token, order } = await arrange(request);
  const scheduled = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: 'Inspect the press guard interlocks',
    priority: 'critical',
    estimatedHours: 3,
  });
  await apiCall(request, token, 'PATCH', `/api/work-orders/${scheduled.id}`, {
    assignedTo: technician.id,
    scheduledStart: '2030-01-09T09:00:00.000Z',
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await openWeek(page, supervisor);
  await expect(dayCell(page, technician).getByText(scheduled.foNumber)).toBeVisible();
  await expect(dayCell(page, technician)).toContainText('3 / 8 h');
  await expect(dayCell(page, technician, 'Saturday 12 January')).toContainText('0 / 0 h');
  await expect(backlogCard(page, order.foNumber)).toBeVisible();
  await expect(page.getByText(/\d+ unscheduled/)).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('planning-week-1280.png'),
    fullPage: true,
    animations: 'disabled',
  });

  // The day view: the same week, hour by hour.
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('tab', { name: WEDNESDAY }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: technician.name }) });
  await expect(row.getByText(scheduled.foNumber)).toBeVisible();
  await expect(row).toContainText('3 / 8 h');
  await page.screenshot({
    path: testInfo.outputPath('planning-day-1280.png'),
    fullPage: true,
    animations: 'disabled',
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('tab', { name: WEDNESDAY })).toHaveAttribute('aria-selected', 'true');
  const person = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: technician.name }) });
  await expect(person).toContainText('3 / 8 h');
  await expect(person.getByText(scheduled.foNumber)).toBeVisible();
  await expect(person.getByRole('button', { name: `Schedule ${scheduled.foNumber}…` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Backlog' })).toBeVisible();
  expect(await sidewaysOverflow(page, 'main')).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath('planning-day-list-375.png'),
    fullPage: true,
    animations: 'disabled',
  });
  expect(errors).toEqual([]);
});
