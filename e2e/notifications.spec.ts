import { expect, test } from '@playwright/test';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signInLive } from './support/session';

/** More than the page's 20, so the last two sit behind Load more. */
const SENT = 22;

test('the bell links to the notifications page, which pages, filters, marks all read and updates live', async ({
  page,
  request,
}) => {
  // A technician of this journey's own: the bell must count only what this journey sends.
  const technician = await createPerson(request, 'technician');
  const token = await apiToken(request, technician.email, technician.password);
  for (let index = 1; index <= SENT; index += 1) {
    await apiCall(request, token, 'POST', '/api/notifications/test', { title: `Check number ${index}` });
  }
  await signInLive(page, technician.email, technician.password);

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
