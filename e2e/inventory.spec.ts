import { expect, test, type Page } from '@playwright/test';
import type { Part } from '../src/shared/schemas/parts';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique } from './support/unique';

/** The parts table's row for one part number (the table is the desktop layout). */
const partRow = (page: Page, partNumber: string) =>
  page.getByRole('table', { name: 'Parts' }).getByRole('row').filter({ hasText: partNumber });

test('a supervisor adds a part with a bad unit cost: it is saved as 0, and at its reorder point it is Low Stock', async ({
  page,
  request,
}) => {
  const partNumber = `E2E-${unique()}`;
  const supervisor = await createPerson(request, 'supervisor');
  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Value' })).toContainText('$');

  await page.getByRole('button', { name: 'Add Part' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Part' });
  await form.getByRole('button', { name: 'Add Part' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Part number is required')).toBeVisible();

  await form.getByLabel('Name').fill(`Contactor coil ${partNumber}`);
  await form.getByLabel('Part Number').fill(partNumber);
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Electrical' }).click();
  await form.getByLabel('Unit Cost').fill('abc');
  await form.getByLabel('Stock Level').fill('4');
  // Leaving the field shows the 0 that will be saved.
  await expect(form.getByLabel('Unit Cost')).toHaveValue('0');
  await form.getByLabel('Reorder Point').fill('4');
  await form.getByLabel('Location').fill('Store B, shelf 2');
  await form.getByRole('button', { name: 'Add Part' }).click();
  await expect(page.getByText('Part created successfully', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search parts' }).fill(partNumber);
  await expect(page).toHaveURL(new RegExp(`q=${partNumber}`));
  const row = partRow(page, partNumber);
  await expect(row).toContainText('$0.00');
  await expect(row).toContainText('4 / 4 min');
  await expect(row).toContainText('Low Stock');
  await expect(row).toContainText('Electrical');
  await expect(row).toContainText('Store B, shelf 2');
});

test('the category filter narrows the table and lives in the URL', async ({ page, request }) => {
  const technician = await createPerson(request, 'technician');
  await signIn(page, technician.email, technician.password);
  await page.goto('/inventory');
  await expect(partRow(page, 'BRG-6204')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Part' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Pneumatic' }).click();
  await expect(page).toHaveURL(/category=pneumatic/);
  await expect(partRow(page, 'FLT-AIR-37')).toContainText('Pneumatic');
  await expect(partRow(page, 'BRG-6204')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Pneumatic');
  await expect(partRow(page, 'FLT-AIR-37')).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(partRow(page, 'BRG-6204')).toBeVisible();
});

test('a supervisor receives stock, sees it in the history, and is stopped below zero', async ({
  page,
  request,
}) => {
  const partNumber = `E2E-${unique()}`;
  const supervisor = await createPerson(request, 'supervisor');
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const part = await apiCall<Part>(request, token, 'POST', '/api/parts', {
    name: `Proximity sensor ${partNumber}`,
    partNumber,
    category: 'electrical',
    unitCost: '42.00',
    stockLevel: 3,
    reorderPoint: 1,
  });

  await signIn(page, supervisor.email, supervisor.password);
  await page.goto(`/inventory?q=${partNumber}`);
  await partRow(page, partNumber).getByRole('button', { name: partNumber }).click();
  const detail = page.getByRole('dialog', { name: part.name });
  const history = detail.getByRole('table', { name: 'Stock movements' });
  await expect(history).toBeVisible();

  await detail.getByRole('button', { name: 'Record stock adjustment' }).click();
  const adjust = page.getByRole('dialog', { name: 'Record stock adjustment' });
  await adjust.getByLabel('Quantity received').fill('7');
  await adjust.getByLabel('Reason').fill(`Delivery note ${partNumber}`);
  await adjust.getByRole('button', { name: 'Record adjustment' }).click();
  await expect(page.getByText('Stock adjustment recorded', { exact: true })).toBeVisible();

  const received = history.getByRole('row').filter({ hasText: `Delivery note ${partNumber}` });
  await expect(received).toContainText('Received');
  await expect(received).toContainText('+7');
  await expect(received).toContainText('10');
  await expect(received).toContainText(supervisor.name);
  await expect(detail.getByText('On hand')).toBeVisible();
  await expect(detail.getByRole('definition').filter({ hasText: 'each' })).toContainText('10');

  await detail.getByRole('button', { name: 'Record stock adjustment' }).click();
  await adjust.getByRole('radio', { name: /Adjust/ }).click();
  await adjust.getByLabel('Change').fill('-25');
  await adjust.getByLabel('Reason').fill('Scrapped after inspection');
  await adjust.getByRole('button', { name: 'Record adjustment' }).click();
  await expect(adjust.getByText(/Only 10 in stock/)).toBeVisible();
});
