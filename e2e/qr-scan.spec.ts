import { expect, test, type Page } from '@playwright/test';
import { signInTechnician } from './support/session';
import { toast } from './support/toasts';

async function openScanner(page: Page) {
  await page.goto('/equipment');
  await page.getByRole('button', { name: 'Scan QR' }).click();
  return page.getByRole('dialog', { name: 'Scan QR Code' });
}

test('manual entry finds equipment by its asset tag, and says so when none matches', async ({
  page,
  request,
}) => {
  await signInTechnician(page, request);
  let scanner = await openScanner(page);
  await scanner.getByRole('tab', { name: 'Manual' }).click();
  const submit = scanner.getByRole('button', { name: 'Find equipment' });
  await expect(submit).toBeDisabled();
  await scanner.getByLabel('Asset tag').fill('cn');
  await expect(submit).toBeDisabled();
  await scanner.getByLabel('Asset tag').fill('cnv-e2e-01');
  await submit.click();

  await expect(
    toast(page, 'Equipment Found', 'Linked to CNV-E2E-01 - Packaging line infeed conveyor'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Infeed conveyor' })).toBeVisible();
  await expect(page).toHaveURL(/\/equipment\?asset=CNV-E2E-01$/);
  await page.keyboard.press('Escape');

  // The phone header's scan button links here: ?scan opens the scanner at once.
  await page.goto('/equipment?scan');
  scanner = page.getByRole('dialog', { name: 'Scan QR Code' });
  await scanner.getByRole('tab', { name: 'Manual' }).click();
  await scanner.getByLabel('Asset tag').fill('NOPE-404');
  await scanner.getByRole('button', { name: 'Find equipment' }).click();
  await expect(
    toast(page, 'Equipment Not Found', 'No equipment found with asset tag: NOPE-404'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a manually entered asset tag fills the work-order form with the equipment, model and area', async ({
  page,
  request,
}) => {
  await signInTechnician(page, request);
  await page.goto('/work-orders');
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const form = page.getByRole('dialog', { name: 'New Work Order' });
  await form.getByRole('button', { name: 'Scan equipment QR code' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan QR Code' });
  await scanner.getByRole('tab', { name: 'Manual' }).click();
  await scanner.getByLabel('Asset tag').fill('CMP-E2E-01');
  await scanner.getByRole('button', { name: 'Find equipment' }).click();

  await expect(
    toast(page, 'Equipment Found', 'Linked to CMP-E2E-01 - Main plant air compressor'),
  ).toBeVisible();
  await expect(scanner).toBeHidden();
  await expect(form.getByLabel('Equipment', { exact: true })).toContainText('CMP-E2E-01');
  await expect(form.getByLabel('Asset Model')).toHaveValue('Atlas Copco GA37');
  await expect(form.getByLabel('Area')).toHaveValue('Compressor House');
});

test('without a camera permission the scanner falls back to manual entry', async ({ page, request }) => {
  await signInTechnician(page, request);
  const scanner = await openScanner(page);
  await scanner.getByRole('button', { name: 'Grant Camera Permission' }).click();
  await expect(scanner.getByRole('tab', { name: 'Manual', selected: true })).toBeVisible();
  await expect(scanner.getByText('Camera unavailable')).toBeVisible();
  await expect(scanner.getByLabel('Asset tag')).toBeFocused();
});

test.describe('with a camera @camera', () => {
  test('the QR label in front of the camera is decoded and opens the equipment', async ({
    page,
    request,
  }) => {
    await signInTechnician(page, request);
    await openScanner(page);
    // The permission is granted already, so the stream starts without a tap; the fake camera
    // plays a QR code of PMP-E2E-01 (e2e/support/qr-video.ts).
    await expect(
      toast(page, 'Equipment Found', 'Linked to PMP-E2E-01 - Cooling water circulation pump, line 1'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cooling water pump 1' })).toBeVisible();
    await expect(page).toHaveURL(/\/equipment\?asset=PMP-E2E-01$/);
  });
});
