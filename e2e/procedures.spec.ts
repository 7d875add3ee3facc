import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Procedure } from '../src/shared/schemas/procedures';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { goOffline, signInForOffline, syncStatus } from './support/offline';
import { createPerson } from './support/people';
import { drawPhoto } from './support/photo';
import { signIn } from './support/session';
import { unique, uniqueFoNumber } from './support/unique';

// Issue 25 acceptance: a procedure filled in offline on a phone raises its follow-up once.
test.use({ serviceWorkers: 'allow' });

const FINDING = '72 N — outside 40–60 N';

/** Draws a stroke across the signature pad, as a finger would. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  // Hovering waits until the dialog has stopped moving in: the stroke lands where the pad is.
  await pad.hover();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.15, y);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.3, -0.2],
    [0.45, 0.2],
    [0.6, -0.15],
    [0.8, 0.1],
  ] as const)
    await page.mouse.move(box.x + box.width * dx, y + box.height * dy, { steps: 6 });
  await page.mouse.up();
}

/** The row of one step of the order's procedure, by its title. */
const stepRow = (page: Page, title: string) =>
  page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });

test('a technician fills a procedure offline at 375 px: out of limit, photo, signature; one follow-up when it syncs, on the supervisor’s list and the printed sheet', async ({
  browser,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor');
  const technician = await createPerson(request, 'technician');
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const procedure = await apiCall<Procedure>(request, token, 'POST', '/api/procedures', {
    name: `Conveyor belt inspection ${unique()}`,
    category: 'Conveyors',
    sections: [
      {
        title: 'Drive',
        steps: [
          {
            type: 'number',
            title: 'Belt tension',
            unit: 'N',
            min: 40,
            max: 60,
            required: true,
            onFailure: { action: 'follow_up', priority: 'high', assignee: 'order_assignee' },
          },
          { type: 'photo', title: 'Photo of the guard refitted', required: true },
        ],
      },
      {
        title: 'Sign-off',
        steps: [{ type: 'signature', title: 'Signed by the shift lead', required: true }],
      },
    ],
  });
  const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: `Weekly belt inspection, line 3 ${unique()}`,
    assignedTo: technician.id,
    procedureId: procedure.id,
  });

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const page = await phone.newPage();
  await signInForOffline(page, technician);
  await page.goto(`/work-orders/${order.id}`);
  await page.getByRole('button', { name: 'Start work' }).click();
  await expect(page.getByText('Work started', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: /^Checklist/ }).click();
  await expect(stepRow(page, 'Belt tension')).toContainText('Limits 40–60 N');

  await goOffline(phone, page);
  const tension = stepRow(page, 'Belt tension');
  await tension.getByRole('textbox', { name: 'Belt tension' }).fill('72');
  await tension.getByRole('button', { name: 'Save' }).click();
  // Red at once with the limit, judged on the phone by the shared rules.
  await expect(tension.getByRole('status')).toHaveText(FINDING);

  await stepRow(page, 'Photo of the guard refitted')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'guard.png', mimeType: 'image/png', buffer: await drawPhoto(page) });
  await expect(stepRow(page, 'Photo of the guard refitted').getByRole('img')).toBeVisible();

  const signature = stepRow(page, 'Signed by the shift lead');
  await signature.getByRole('button', { name: 'Sign' }).click();
  const pad = page.getByRole('dialog', { name: 'Sign: Signed by the shift lead' });
  await drawSignature(page, pad.getByLabel('Signature pad'));
  await pad.getByRole('button', { name: 'Save signature' }).click();
  await expect(pad).toBeHidden();
  await expect(signature).toContainText(`Signed by ${technician.name}`);
  await expect(syncStatus(page)).toHaveAccessibleName(/^Working Offline, \d+ changes? not synced$/);
  await page.screenshot({ path: 'test-results/e2e/procedure-offline-375.png', fullPage: true });

  await phone.setOffline(false);
  await expect(syncStatus(page)).toHaveAccessibleName('Online');
  const followUpLink = tension.getByRole('link', { name: /^Follow-up WO-/ });
  await expect(followUpLink).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/procedure-synced-375.png', fullPage: true });

  // Exactly one follow-up, carrying the finding; the photo and signature reached the server.
  const description = `Follow-up of ${order.foNumber}, step 'Belt tension': ${FINDING}`;
  const followUps = await apiCall<WorkOrder[]>(
    request,
    token,
    'GET',
    `/api/work-orders?search=${encodeURIComponent(order.foNumber)}&limit=50`,
  );
  expect(followUps.filter((o) => o.description === description)).toHaveLength(1);
  const [followUp] = followUps.filter((o) => o.description === description);
  expect(followUp).toMatchObject({ priority: 'high', assignedTo: technician.id, followUp: true });
  await phone.close();

  const desk = await browser.newContext();
  const office = await desk.newPage();
  await signIn(office, supervisor.email, supervisor.password);
  await office.goto('/work-orders');
  await office.getByRole('searchbox', { name: 'Search work orders' }).fill(order.foNumber);
  await expect(office.getByRole('link').filter({ hasText: description })).toHaveCount(1);

  await office.goto(`/reports/print/work-orders?ids=${order.id}`);
  const sheet = office.getByRole('region', { name: 'Print preview' });
  await expect(sheet.getByText(FINDING)).toBeVisible();
  const signed = sheet.getByRole('img', { name: /^Signature of / });
  await expect(signed).toBeVisible();
  await expect(signed).toHaveJSProperty('complete', true);
  expect(await signed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(sheet).toContainText(technician.name);
  await office.screenshot({ path: 'test-results/e2e/procedure-sheet-1280.png', fullPage: true });
  await desk.close();
});
