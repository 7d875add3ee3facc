import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { MyProfile } from '../src/shared/schemas/profiles';
import type { User } from '../src/shared/schemas/users';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { signIn } from './support/session';

const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** The bound for a change to reach another open screen. */
const LIVE_UPDATE_MS = 2_000;
const TOPIC_ROOMS = 4;
const NEWCOMER_PASSWORD = 'realtime-journey-1';

/**
 * A technician of Main Plant of this test's own: other journeys notify the shared accounts at
 * the same time, and the bell's count must move only with what this test does.
 */
async function createTechnician(request: APIRequestContext): Promise<User> {
  const adminToken = await apiToken(request, ACCOUNTS.admin.email);
  const admin = await apiCall<MyProfile>(request, adminToken, 'GET', '/api/profiles/me');
  const mainPlant = admin.warehouses.find((warehouse) => warehouse.name === 'Main Plant');
  if (!mainPlant) throw new Error('the e2e server has no Main Plant');
  return apiCall<User>(request, adminToken, 'POST', '/api/users', {
    firstName: 'Riley',
    lastName: `Tan ${unique()}`,
    email: `riley.${unique().toLowerCase()}@example.com`,
    role: 'technician',
    warehouseIds: [mainPlant.id],
    password: NEWCOMER_PASSWORD,
  });
}

/**
 * Signs in and waits until the socket has joined its four topic rooms (their acknowledgements
 * arrive as frames): from then on, no change can slip past it.
 */
async function signInLive(page: Page, email: string, password?: string): Promise<void> {
  let acknowledged = 0;
  const joined = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ok":true')) acknowledged += 1;
        if (acknowledged === TOPIC_ROOMS) resolve();
      });
    });
  });
  await signIn(page, email, password);
  await joined;
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread === 0 ? 'Notifications' : `Notifications (${unread} unread)`,
    exact: true,
  });

test("a work order a supervisor creates appears on the technician's open list within 2 s, without a reload", async ({
  page,
  browser,
}) => {
  const description = `Realtime check on the infeed conveyor ${unique()}`;
  const technicianContext = await browser.newContext();
  const tech = await technicianContext.newPage();
  await signInLive(tech, ACCOUNTS.technician.email);
  await tech.getByRole('complementary').getByRole('link', { name: 'Work Orders' }).click();
  await tech.getByRole('searchbox', { name: 'Search work orders' }).fill(description);
  await expect(tech.getByText('No work orders match your filters')).toBeVisible();
  let reloads = 0;
  tech.on('load', () => (reloads += 1));

  await signIn(page, ACCOUNTS.supervisor.email);
  await page.goto('/work-orders');
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Work Order' });
  await dialog.getByLabel('Description').fill(description);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/work-orders') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Create Work Order' }).click();
  const response = await created;
  const answeredAt = Date.now();
  expect(response.status()).toBe(201);

  const card = tech.getByRole('link').filter({ hasText: description });
  await expect(card).toBeVisible({ timeout: Math.max(0, LIVE_UPDATE_MS - (Date.now() - answeredAt)) });
  expect(reloads).toBe(0);
  await technicianContext.close();
});

test('the bell count rises with an assignment and a test notification, and falls as they are read', async ({
  page,
  request,
}) => {
  const newcomer = await createTechnician(request);
  await signInLive(page, newcomer.email, NEWCOMER_PASSWORD);
  await expect(bell(page, 0)).toBeVisible();

  const supervisorToken = await apiToken(request, ACCOUNTS.supervisor.email);
  const order = await apiCall<WorkOrder>(request, supervisorToken, 'POST', '/api/work-orders', {
    foNumber: `RT-${unique()}`,
    description: 'Check the compressor drain valve for leaks',
    assignedTo: newcomer.id,
  });
  await expect(bell(page, 1)).toBeVisible();
  const newcomerToken = await apiToken(request, newcomer.email, NEWCOMER_PASSWORD);
  await apiCall(request, newcomerToken, 'POST', '/api/notifications/test');
  await expect(bell(page, 2)).toBeVisible();

  await bell(page, 2).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('2 unread')).toBeVisible();
  await panel
    .getByRole('button', { name: new RegExp(`^Work order ${order.foNumber} assigned to you`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: order.foNumber, level: 1 })).toBeVisible();
  await expect(bell(page, 1)).toBeVisible();

  await bell(page, 1).click();
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel.getByText('All caught up')).toBeVisible();
  await expect(bell(page, 0)).toBeVisible();
  await page.reload();
  await expect(bell(page, 0)).toBeVisible();
});

test('on /phase1-demo the test notification arrives in the live panel', async ({ page, request }) => {
  const newcomer = await createTechnician(request);
  await signInLive(page, newcomer.email, NEWCOMER_PASSWORD);
  await page.getByRole('complementary').getByRole('link', { name: 'Phase 1 Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Phase 1 Implementation Demo', level: 1 })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ of them yours/)).toBeVisible();

  await page.getByRole('button', { name: 'Send Test Notification' }).click();
  const received = page.getByRole('list', { name: 'Notifications received live' });
  await expect(received.getByRole('listitem')).toHaveCount(1);
  await expect(received).toContainText('Test notification');
  await expect(received).toContainText(`Sent by ${newcomer.firstName} ${newcomer.lastName}`);
  await expect(bell(page, 1)).toBeVisible();
});

test('the demo upload box shows real progress, and the server refusing a file it let through', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.technician.email);
  await page.goto('/phase1-demo');
  const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]);
  await page.getByLabel('Choose files', { exact: true }).setInputFiles([
    { name: 'pump-manual.pdf', mimeType: 'application/pdf', buffer: pdf(200_000) },
    { name: 'scan-7mb.pdf', mimeType: 'application/pdf', buffer: pdf(7 * 1024 * 1024) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'pump-manual.pdf' })).toContainText(
    'Uploaded',
  );
  await expect(uploads.getByRole('listitem').filter({ hasText: 'scan-7mb.pdf' })).toContainText(
    'File size exceeds 5MB limit',
  );
  await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.txt' })).toContainText(
    'Only images, PDF, .doc and .docx files are accepted',
  );

  await page.getByRole('button', { name: 'Delete pump-manual.pdf' }).click();
  await expect(uploads.getByRole('listitem').filter({ hasText: 'pump-manual.pdf' })).toHaveCount(0);
});
