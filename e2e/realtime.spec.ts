import { expect, test, type Page } from '@playwright/test';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn, signInLive } from './support/session';
import { unique, uniqueFoNumber } from './support/unique';

const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread === 0 ? 'Notifications' : `Notifications (${unread} unread)`,
    exact: true,
  });

// How soon the list changes is a benchmark figure (npm run bench -- live-list), not a test.
test("a work order a supervisor creates appears on the technician's open list, without a reload", async ({
  page,
  browser,
  request,
}) => {
  const description = `Realtime check on the infeed conveyor ${unique()}`;
  const technician = await createPerson(request, 'technician');
  const supervisor = await createPerson(request, 'supervisor');
  const technicianContext = await browser.newContext();
  const tech = await technicianContext.newPage();
  await signInLive(tech, technician.email, technician.password);
  await tech.getByRole('complementary').getByRole('link', { name: 'Work Orders' }).click();
  await tech.getByRole('searchbox', { name: 'Search work orders' }).fill(description);
  await expect(tech.getByText('No work orders match your filters')).toBeVisible();
  let reloads = 0;
  tech.on('load', () => (reloads += 1));

  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/work-orders');
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Work Order' });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create Work Order' }).click();
  await expect(page.getByText('Work order created', { exact: true })).toBeVisible();

  await expect(tech.getByRole('link').filter({ hasText: description })).toBeVisible();
  expect(reloads).toBe(0);
  await technicianContext.close();
});

test('the bell count rises with an assignment and a test notification, and falls as they are read', async ({
  page,
  request,
}) => {
  // People of this journey's own: the bell must move only with what this journey does.
  const newcomer = await createPerson(request, 'technician');
  const supervisor = await createPerson(request, 'supervisor');
  await signInLive(page, newcomer.email, newcomer.password);
  await expect(bell(page, 0)).toBeVisible();

  const supervisorToken = await apiToken(request, supervisor.email, supervisor.password);
  const order = await apiCall<WorkOrder>(request, supervisorToken, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: 'Check the compressor drain valve for leaks',
    assignedTo: newcomer.id,
  });
  await expect(bell(page, 1)).toBeVisible();
  const newcomerToken = await apiToken(request, newcomer.email, newcomer.password);
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
  // The demo is a diagnostic page for managers and admins (issue 22).
  const newcomer = await createPerson(request, 'manager');
  await signInLive(page, newcomer.email, newcomer.password);
  await page.getByRole('complementary').getByRole('link', { name: 'Phase 1 Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Phase 1 Implementation Demo', level: 1 })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ of them yours/)).toBeVisible();

  await page.getByRole('button', { name: 'Send Test Notification' }).click();
  const received = page.getByRole('list', { name: 'Notifications received live' });
  await expect(received.getByRole('listitem')).toHaveCount(1);
  await expect(received).toContainText('Test notification');
  await expect(received).toContainText(`Sent by ${newcomer.name}`);
  await expect(bell(page, 1)).toBeVisible();
});

test('the demo upload box shows real progress, refuses what every upload refuses, and shows the server refusing what only the bytes tell', async ({
  page,
  request,
}) => {
  const manager = await createPerson(request, 'manager');
  await signIn(page, manager.email, manager.password);
  await page.goto('/phase1-demo');
  const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]);
  const requests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/upload')) requests.push(sent.url());
  });
  await page.getByLabel('Choose files', { exact: true }).setInputFiles([
    { name: 'pump-manual.pdf', mimeType: 'application/pdf', buffer: pdf(200_000) },
    { name: 'scan-7mb.pdf', mimeType: 'application/pdf', buffer: pdf(7 * 1024 * 1024) },
    { name: 'disguised.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'pump-manual.pdf' })).toContainText(
    'Uploaded',
  );
  // The box's limit is the server's: refused at once, in the server's words.
  await expect(uploads.getByRole('listitem').filter({ hasText: 'scan-7mb.pdf' })).toContainText(
    'File size exceeds 5MB limit',
  );
  // Only the bytes tell this is no PDF: the server refuses it, and says why.
  await expect(uploads.getByRole('listitem').filter({ hasText: 'disguised.pdf' })).toContainText(
    'File type text/plain is not allowed. Supported types: JPEG, PNG, GIF, PDF, MP3, MP4, DOC, DOCX',
  );
  expect(requests).toHaveLength(2);

  await page.getByRole('button', { name: 'Delete pump-manual.pdf' }).click();
  await expect(uploads.getByRole('listitem').filter({ hasText: 'pump-manual.pdf' })).toHaveCount(0);
});
