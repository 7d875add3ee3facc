import { expect, test, type Page } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { Part } from '../src/shared/schemas/parts';
import type { ChecklistItem } from '../src/shared/schemas/work-order-activity';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique, uniqueFoNumber } from './support/unique';
import { drawPhoto } from './support/photo';

/** A real PNG drawn by the browser, so the server can make a thumbnail of it. */
/** The status badge in the order's own header (the top bar is a header too). */
const orderHeader = (page: Page) => page.getByRole('main').locator('header');

test('a supervisor creates a work order through the dialog after a validation error', async ({
  page,
  request,
}) => {
  const description = `Seal weeping on cooling pump ${unique()}`;
  const supervisor = await createPerson(request, 'supervisor');
  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/work-orders');
  await expect(page.getByRole('heading', { name: 'Work Orders', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New Work Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Work Order' });
  await expect(dialog.getByLabel('FO Number')).toHaveValue(/^WO-\d{4}-\d{3,}$/);
  const foNumber = await dialog.getByLabel('FO Number').inputValue();

  await dialog.getByLabel('Description').fill('Leaking');
  await dialog.getByRole('button', { name: 'Create Work Order' }).click();
  await expect(dialog.getByText('Description must be at least 10 characters')).toBeVisible();

  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Equipment', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Search asset tag, name or model' }).fill('PMP-E2E');
  await page.getByRole('option', { name: /PMP-E2E-01/ }).click();
  await expect(dialog.getByLabel('Asset Model')).toHaveValue('Grundfos CR 32-2');
  await expect(dialog.getByLabel('Area')).toHaveValue('Boiler Room');
  await dialog.getByLabel('Priority').click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByLabel('Estimated Hours').fill('1.5');
  await dialog.getByRole('button', { name: 'Create Work Order' }).click();

  await expect(page.getByText('Work order created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search work orders' }).fill(description);
  const card = page.getByRole('link').filter({ hasText: description });
  await expect(card).toContainText(/WO-\d{4}-\d{3,}/);
  // The suggested number, or the next free one when a journey running alongside took it first
  // (the form then takes the next, as a person would: create-work-order.ts).
  const created = /WO-\d{4}-(\d{3,})/.exec((await card.textContent()) ?? '')?.[1];
  expect(Number(created)).toBeGreaterThanOrEqual(Number(foNumber.split('-')[2]));
  await expect(card).toContainText('Grundfos CR 32-2');
  await expect(card).toContainText('Unassigned');
  await expect(card).toContainText('No due date');
  await expect(card).toContainText('High');
});

test('a job runs new → assigned → in progress → completed → verified across supervisor and technician', async ({
  page,
  browser,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor');
  const technician = await createPerson(request, 'technician');
  const supervisorToken = await apiToken(request, supervisor.email, supervisor.password);
  const pump = await apiCall<Equipment>(request, supervisorToken, 'GET', '/api/equipment/asset/PMP-E2E-01');
  // Parts of this journey's own: it takes stock out of them.
  const [seal, bearing] = await Promise.all(
    [
      { name: 'Mechanical shaft seal', unitCost: '129.00', stockLevel: 3 },
      { name: 'Deep groove ball bearing', unitCost: '8.40', stockLevel: 40 },
    ].map((part) =>
      apiCall<Part>(request, supervisorToken, 'POST', '/api/parts', {
        ...part,
        partNumber: `WO-E2E-${unique()}`,
        category: 'mechanical',
        reorderPoint: 2,
      }),
    ),
  );
  if (!seal || !bearing) throw new Error('the parts were not created');
  const order = await apiCall<WorkOrder>(request, supervisorToken, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: 'Replace the bearings on cooling water pump 1',
    priority: 'high',
    equipmentId: pump.id,
  });
  for (const description of ['Lock out and tag out the pump', 'Check shaft play after fitting']) {
    await apiCall<ChecklistItem>(request, supervisorToken, 'POST', `/api/work-orders/${order.id}/checklist`, {
      description,
    });
  }

  // Supervisor assigns the technician: a new order moves to assigned.
  await signIn(page, supervisor.email, supervisor.password);
  await page.goto(`/work-orders/${order.id}`);
  await expect(page.getByRole('heading', { name: order.foNumber, level: 1 })).toBeVisible();
  await expect(orderHeader(page).getByText('New', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const assign = page.getByRole('dialog', { name: `Assign ${order.foNumber}` });
  await assign.getByLabel('Technician').click();
  await page.getByRole('option', { name: technician.name }).click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(orderHeader(page).getByText('Assigned', { exact: true })).toBeVisible();

  // The technician runs the job in a browser of their own.
  const technicianContext = await browser.newContext();
  const tech = await technicianContext.newPage();
  await signIn(tech, technician.email, technician.password);
  await tech.goto(`/work-orders/${order.id}`);
  await tech.getByRole('button', { name: 'Start work' }).click();
  await expect(orderHeader(tech).getByText('In Progress', { exact: true })).toBeVisible();

  const firstStep = tech.getByRole('checkbox', { name: 'Lock out and tag out the pump' });
  await firstStep.click();
  await expect(firstStep).toBeChecked();
  await expect(tech.getByRole('tab', { name: 'Checklist 1/2' })).toBeVisible();

  await tech.getByRole('tab', { name: 'Parts' }).click();
  await tech.getByRole('button', { name: 'Record part' }).click();
  const record = tech.getByRole('dialog', { name: 'Record part' });
  await record.getByLabel('Part', { exact: true }).click();
  await tech.getByRole('combobox', { name: 'Search part number or name' }).fill(seal.partNumber);
  await tech.getByRole('option', { name: new RegExp(seal.partNumber) }).click();
  await record.getByLabel('Quantity').fill('500');
  await record.getByRole('button', { name: 'Record part' }).click();
  await expect(record.getByRole('alert')).toContainText(
    `Only 3 left in stock of ${seal.name} (${seal.partNumber})`,
  );

  await record.getByLabel('Part', { exact: true }).click();
  await tech.getByRole('combobox', { name: 'Search part number or name' }).fill(bearing.partNumber);
  await tech.getByRole('option', { name: new RegExp(bearing.partNumber) }).click();
  await record.getByLabel('Quantity').fill('2');
  await record.getByRole('button', { name: 'Record part' }).click();
  await expect(record).toBeHidden();
  const parts = tech.getByRole('tabpanel', { name: 'Parts' });
  await expect(parts).toContainText(bearing.name);
  // In the plant's currency (plant settings: USD unless a manager chose another).
  await expect(parts).toContainText('2 × $8.40');

  await tech.getByRole('tab', { name: 'Files' }).click();
  await tech.locator('input[type="file"]').setInputFiles({
    name: 'bearing.png',
    mimeType: 'image/png',
    buffer: await drawPhoto(tech),
  });
  // Photos are sent as JPEG (core spec §5); the list shows the server's thumbnail.
  await expect(tech.getByRole('img', { name: 'Preview of bearing.jpg' })).toBeVisible();

  await tech.getByRole('button', { name: 'Complete' }).click();
  await tech.getByRole('alertdialog').getByRole('button', { name: 'Complete anyway' }).click();
  await expect(orderHeader(tech).getByText('Completed', { exact: true })).toBeVisible();
  // Signing off is the supervisor's step: the technician has nothing left to press.
  await expect(tech.getByRole('group', { name: 'Status actions' })).toHaveCount(0);
  await technicianContext.close();

  await page.reload();
  await expect(orderHeader(page).getByText('Completed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  const verify = page.getByRole('dialog', { name: `Verify ${order.foNumber}` });
  await verify.getByRole('radio', { name: '5 stars, Excellent' }).check();
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(orderHeader(page).getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('5 of 5 · Excellent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel', { name: 'History' }).locator('li').first()).toBeVisible();
});
