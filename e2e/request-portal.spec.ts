import { expect, test, type Page } from '@playwright/test';
import type { RequestPortalSettings } from '../src/shared/schemas/requests';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { collectPageErrors } from './support/page-errors';
import { createPerson } from './support/people';
import { drawPhoto } from './support/photo';
import { signIn, signInLive } from './support/session';
import { unique } from './support/unique';

/** The navigation's Requests entry, whose name carries the count of new requests ("Requests 3 new"). */
const requestsEntry = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /^Requests/ });

async function newRequestsCount(page: Page): Promise<number> {
  const name = (await requestsEntry(page).textContent()) ?? '';
  return Number(/(\d+)\s*new/.exec(name)?.[1] ?? 0);
}

test('a request sent signed out from an asset label becomes a work order the technician sees, and the requester reads "Accepted as WO-…"', async ({
  browser,
  page,
  request,
}) => {
  const adminToken = await apiToken(request, ACCOUNTS.admin.email);
  const portal = await apiCall<RequestPortalSettings>(request, adminToken, 'GET', '/api/request-portal');
  const problem = `The pump is leaking water onto the floor (${unique()}).`;
  const supervisor = await createPerson(request, 'supervisor');
  const technician = await createPerson(request, 'technician');

  // The supervisor watches the navigation's count, live.
  await signInLive(page, supervisor.email, supervisor.password);
  await expect(requestsEntry(page)).toBeVisible();
  const before = await newRequestsCount(page);

  // What a phone's camera opens from the pump's label: no account, no sign-in.
  const requesterContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const requester = await requesterContext.newPage();
  const errors = collectPageErrors(requester);
  await requester.goto(`${portal.portalUrl}/PMP-E2E-01`);
  await expect(requester.getByText('PMP-E2E-01')).toBeVisible();
  await expect(requester.getByText('Cooling water circulation pump, line 1')).toBeVisible();
  await requester.getByLabel('What is wrong?').fill(problem);
  await requester.getByRole('radio', { name: 'No' }).check();
  await requester
    .locator('input[type="file"]')
    .setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: await drawPhoto(requester) });
  await expect(requester.getByText('Add another photo')).toBeVisible();
  await requester.getByLabel('Your name (optional)').fill('Olga Operator');
  await requester.getByRole('button', { name: 'Send request' }).click();
  await expect(requester.getByRole('heading', { name: 'Thank you, your request was sent' })).toBeVisible();

  // The supervisor's count rises without a reload (others may send requests too); the request is in New.
  await expect.poll(() => newRequestsCount(page)).toBeGreaterThan(before);
  await requestsEntry(page).click();
  const card = page
    .getByRole('list', { name: 'Requests' })
    .getByRole('listitem')
    .filter({ hasText: problem });
  // The requester's photo, made smaller on the phone before it was sent (a JPEG).
  await expect(card.getByRole('img', { name: 'Photo leak.jpg' })).toBeVisible();
  await card.getByRole('link', { name: /^R-\d{4}-\d{6}$/ }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve R-/ });
  // Prefilled from the request: medium (it does not stop work), corrective, nobody yet.
  await expect(dialog.getByRole('combobox', { name: 'Priority' })).toHaveText('Medium');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  // The approval goes through the device's change queue: answered at once it opens the new order;
  // on a slow answer it is "saved on this device", and the request then says what it became.
  const approvedAs = page.getByText(/^Approved as WO-/);
  await expect(page.getByText(/^From request R-/).or(approvedAs)).toBeVisible();
  if (await approvedAs.isVisible()) await approvedAs.getByRole('link').click();
  await expect(page).toHaveURL(/\/work-orders\/[0-9a-f-]{36}$/);
  const foNumber = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(foNumber).toMatch(/^WO-\d{4}-\d+$/);
  await expect(page.getByText(/^From request R-/)).toBeVisible();

  // The technician finds the order with the requester's photo on it.
  const techContext = await browser.newContext();
  const tech = await techContext.newPage();
  await signIn(tech, technician.email, technician.password);
  await tech.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(tech.getByRole('heading', { name: foNumber, level: 1 })).toBeVisible();
  await tech.getByRole('tab', { name: 'Files' }).click();
  await expect(tech.getByText('leak.jpg')).toBeVisible();

  // The requester's status page says what became of it.
  await requester.getByRole('link', { name: 'See the status of your request' }).click();
  await expect(requester.getByText(`Accepted as ${foNumber}`)).toBeVisible();
  expect(errors).toEqual([]);
  await requesterContext.close();
  await techContext.close();
});
