import { expect, test } from '@playwright/test';
import { createPerson } from './support/people';
import { drawPhoto } from './support/photo';
import { signIn } from './support/session';
import { unique } from './support/unique';

test('a supervisor adds equipment, opens it, attaches a photo and reads its history', async ({
  page,
  request,
}) => {
  const assetTag = `E2E-${unique()}`;
  const name = `Test press ${assetTag}`;
  const supervisor = await createPerson(request, 'supervisor');
  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/equipment');
  await expect(page.getByRole('heading', { name: 'Equipment', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Equipment' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Equipment' });
  await form.getByRole('button', { name: 'Add Equipment' }).click();
  await expect(form.getByText('Equipment name is required')).toBeVisible();
  await expect(form.getByText('Asset tag is required')).toBeVisible();
  await expect(form.getByText('Model is required')).toBeVisible();

  await form.getByLabel('Equipment name').fill(name);
  await form.getByLabel('Asset tag').fill(assetTag);
  await form.getByLabel('Model').fill('Schuler MSP 400');
  await form.getByLabel('Description').fill('Stamping press for the e2e journey');
  await form.getByLabel('Manufacturer').fill('Schuler Pressen');
  await form.getByRole('button', { name: 'Add Equipment' }).click();
  await expect(page.getByText('Equipment created successfully', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search equipment' }).fill(assetTag);
  const card = page.getByRole('listitem').filter({ hasText: assetTag });
  await expect(card).toContainText('Schuler Pressen');
  await card.getByRole('button', { name: new RegExp(name) }).click();

  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByText('No work orders for this equipment yet')).toBeVisible();
  await expect(detail.getByRole('img', { name: `QR code for ${assetTag}` })).toBeVisible();

  await detail.getByRole('tab', { name: 'Attachments (0)' }).click();
  await detail.locator('input[type="file"]').setInputFiles({
    name: 'nameplate.png',
    mimeType: 'image/png',
    buffer: await drawPhoto(page),
  });
  // Photos are sent as JPEG (core spec §5), so the list shows the compressed file.
  await expect(detail.getByRole('img', { name: 'Preview of nameplate.jpg' })).toBeVisible();
  await expect(detail.getByRole('list', { name: 'Attachments' })).toContainText(supervisor.name);
  await expect(detail.getByRole('tab', { name: 'Attachments (1)' })).toBeVisible();

  await detail.getByRole('tab', { name: 'Details' }).click();
  await detail.getByRole('button', { name: 'View History' }).click();
  await expect(detail.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
  await expect(detail.getByRole('list', { name: 'Equipment history' })).toContainText('Equipment added');
});
