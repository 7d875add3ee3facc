import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { MyProfile } from '../src/shared/schemas/profiles';
import type { User } from '../src/shared/schemas/users';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { signIn } from './support/session';

const unique = () => randomBytes(3).toString('hex').toUpperCase();
const PASSWORD = 'notifications-journey-1';
const TOPIC_ROOMS = 4;
/** More than the page's 20, so the last two sit behind Load more. */
const SENT = 22;

/** A technician of this test's own: other journeys notify the shared accounts at the same time. */
async function createTechnician(request: APIRequestContext): Promise<User> {
  const adminToken = await apiToken(request, ACCOUNTS.admin.email);
  const admin = await apiCall<MyProfile>(request, adminToken, 'GET', '/api/profiles/me');
  const mainPlant = admin.warehouses.find((warehouse) => warehouse.name === 'Main Plant');
  if (!mainPlant) throw new Error('the e2e server has no Main Plant');
  return apiCall<User>(request, adminToken, 'POST', '/api/users', {
    firstName: 'Nora',
    lastName: `Quinn ${unique()}`,
    email: `nora.${unique().toLowerCase()}@example.com`,
    role: 'technician',
    warehouseIds: [mainPlant.id],
    password: PASSWORD,
  });
}

/** Signs in and waits until the socket has joined its topic rooms, so no event slips past it. */
async function signInLive(page: Page, email: string): Promise<void> {
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
  await signIn(page, email, PASSWORD);
  await joined;
}

test('the bell links to the notifications page, which pages, filters, marks all read and updates live', async ({
  page,
  request,
}) => {
  const technician = await createTechnician(request);
  const token = await apiToken(request, technician.email, PASSWORD);
  for (let index = 1; index <= SENT; index += 1) {
    await apiCall(request, token, 'POST', '/api/notifications/test', { title: `Check number ${index}` });
  }
  await signInLive(page, technician.email);

  await page.getByRole('button', { name: `Notifications (${SENT} unread)`, exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`Showing the latest 10 of ${SENT}`)).toBeVisible();
  await panel.getByRole('link', { name: 'View all notifications' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list.getByRole('listitem').first()).toContainText(`Check number ${SENT}`);
  await expect(page.getByText(`Showing 20 of ${SENT} notifications`)).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(SENT);
  await expect(list.getByRole('listitem').last()).toContainText('Check number 1');

  await page.getByRole('tab', { name: /^Unread/ }).click();
  await expect(page).toHaveURL(/\/notifications\?filter=unread$/);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('No unread notifications')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await apiCall(request, token, 'POST', '/api/notifications/test', { title: 'Arrived while watching' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Arrived while watching');
});
