import { expect, test, type Page } from '@playwright/test';
import { assignedOrder } from './support/assigned-order';
import { createPerson } from './support/people';
import { signInLive } from './support/session';

// A British browser in UTC: every date and time on screen reads "4 Mar 2027, 14:30".
test.use({ locale: 'en-GB', timezoneId: 'UTC' });

const BRITISH_DATE_TIME = /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/;

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test('one date and time format across the dashboard, a work order, the bell and the demo page', async ({
  page,
  browser,
  request,
}) => {
  const year = new Date().getUTCFullYear() + 1;
  const written = `4 Mar ${year}, 14:30`;
  const { technician, order } = await assignedOrder(request, {
    description: 'Recalibrate the filling scale',
    dueDate: `${year}-03-04T14:30:00.000Z`,
  });

  await signInLive(page, technician.email, technician.password);
  const myWork = page.getByRole('region', { name: 'My work' });
  await expect(myWork.getByText(written)).toBeVisible();

  await page.goto(`/work-orders/${order.id}`);
  await expect(page.getByRole('heading', { name: order.foNumber, level: 1 })).toBeVisible();
  await expect(page.getByText(written).first()).toBeVisible();

  // The demo page (a manager's) and the bell write the same test notification's time alike.
  const manager = await createPerson(request, 'manager');
  const managerContext = await browser.newContext();
  const demo = await managerContext.newPage();
  await signInLive(demo, manager.email, manager.password);
  await demo.goto('/phase1-demo?tab=live-demo');
  await demo.getByRole('button', { name: 'Send Test Notification' }).click();
  const received = demo.getByRole('list', { name: 'Notifications received live' }).locator('time').first();
  await expect(received).toHaveText(BRITISH_DATE_TIME);
  const demoText = await received.textContent();

  const bell = await openBell(demo);
  const arrived = bell.locator(`time[title="${demoText}"]`).first();
  await expect(arrived).toBeVisible();
  await expect(bell.getByText(/ago$|^just now$/).first()).toBeVisible();
  await managerContext.close();
});
