import { expect, test } from '@playwright/test';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signInLive } from './support/session';
import { toast } from './support/toasts';
import { WAREHOUSES } from './support/warehouses';
import { payload, watchForInjection } from './support/xss';

// The server's CSP would stop an injected handler from running; without it the test proves
// the screens themselves turn no stored text into markup (an injected handler would run here).
test.use({ bypassCSP: true });

const TEXT = {
  title: payload('Notification title'),
  message: payload('Notification message'),
  liveTitle: payload('Live title'),
  liveMessage: payload('Live message'),
};

test('stored markup in names and notifications shows as text on the people and notification screens', async ({
  page,
  request,
}) => {
  const warehouse = WAREHOUSES.xssPeople;
  const admin = await createPerson(request, 'admin', {
    warehouse,
    firstName: payload('Admin first', 100),
    lastName: payload('Admin last', 100),
  });
  // Added by the admin through the users API, as every person here is.
  const colleague = await createPerson(request, 'technician', {
    warehouse,
    firstName: payload('Colleague first', 100),
    lastName: payload('Colleague last', 100),
  });
  const token = await apiToken(request, admin.email, admin.password);

  const xss = watchForInjection(page);
  await signInLive(page, admin.email, admin.password);

  await test.step('toast, bell and dashboard alerts', async () => {
    await apiCall(request, token, 'POST', '/api/notifications/test', {
      title: TEXT.title,
      message: TEXT.message,
    });
    await expect(toast(page, TEXT.title, TEXT.message)).toBeVisible();
    await xss.expectShown(page.getByRole('region', { name: 'Recent Alerts' }), TEXT.title, TEXT.message);
    await xss.expectShown(page.getByRole('complementary'), admin.name);
    await page.getByRole('button', { name: 'Notifications (1 unread)', exact: true }).click();
    await xss.expectShown(page.getByRole('dialog', { name: 'Notifications' }), TEXT.title, TEXT.message);
    await page.keyboard.press('Escape');
  });

  await test.step('notifications page', async () => {
    await page.goto('/notifications');
    await xss.expectShown(page.getByRole('list', { name: 'Notifications' }), TEXT.title, TEXT.message);
  });

  await test.step('users admin', async () => {
    await page.goto('/admin/users');
    await xss.expectShown(page.getByRole('main'), admin.name, colleague.name);
  });

  await test.step('settings', async () => {
    await page.goto('/settings');
    await expect(page.getByLabel('First name')).toHaveValue(admin.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(admin.lastName);
    await page.getByRole('button', { name: 'User menu' }).click();
    await xss.expectShown(page.getByRole('menu'), admin.name);
    await page.keyboard.press('Escape');
  });

  await test.step('phase 1 demo live panel', async () => {
    await page.goto('/phase1-demo');
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await apiCall(request, token, 'POST', '/api/notifications/test', {
      title: TEXT.liveTitle,
      message: TEXT.liveMessage,
    });
    await xss.expectShown(
      page.getByRole('list', { name: 'Notifications received live' }),
      TEXT.liveTitle,
      TEXT.liveMessage,
    );
  });
});
