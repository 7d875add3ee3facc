import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';

async function openScanner(page: Page) {
  await page.goto('/equipment');
  await page.getByRole('button', { name: 'Scan QR' }).click();
  return page.getByRole('dialog', { name: 'Scan QR Code' });
}

test('manual entry finds equipment by its asset tag, and says so when none matches', async ({ page }) => {
  await signIn(page, ACCOUNTS.technician.email);
  let scanner = await openScanner(page);
  await scanner.getByRole('tab', { name: 'Manual' }).click();
  const submit = scanner.getByRole('button', { name: 'Find equipment' });
  await expect(submit).toBeDisabled();
  await scanner.getByLabel('Asset tag').fill('cn');
  await expect(submit).toBeDisabled();
  await scanner.getByLabel('Asset tag').fill('cnv-e2e-01');
  await submit.click();

  await expect(page.getByText('Equipment Found', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Linked to CNV-E2E-01 - Packaging line infeed conveyor', { exact: true }),
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
  await expect(page.getByText('Equipment Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText('No equipment found with asset tag: NOPE-404', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a manually entered asset tag fills the work-order form with the equipment, model and area', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.technician.email);
  await page.goto('/work-orders');
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const form = page.getByRole('dialog', { name: 'New Work Order' });
  await form.getByRole('button', { name: 'Scan equipment QR code' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan QR Code' });
  await scanner.getByRole('tab', { name: 'Manual' }).click();
  await scanner.getByLabel('Asset tag').fill('CMP-E2E-01');
  await scanner.getByRole('button', { name: 'Find equipment' }).click();

  await expect(page.getByText('Equipment Found', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Linked to CMP-E2E-01 - Main plant air compressor', { exact: true }),
  ).toBeVisible();
  await expect(scanner).toBeHidden();
  await expect(form.getByLabel('Equipment', { exact: true })).toContainText('CMP-E2E-01');
  await expect(form.getByLabel('Asset Model')).toHaveValue('Atlas Copco GA37');
  await expect(form.getByLabel('Area')).toHaveValue('Compressor House');
});

test('without a camera permission the scanner falls back to manual entry', async ({ page }) => {
  await signIn(page, ACCOUNTS.technician.email);
  const scanner = await openScanner(page);
  await scanner.getByRole('button', { name: 'Grant Camera Permission' }).click();
  await expect(scanner.getByRole('tab', { name: 'Manual', selected: true })).toBeVisible();
  await expect(scanner.getByText('Camera unavailable')).toBeVisible();
  await expect(scanner.getByLabel('Asset tag')).toBeFocused();
});

test.describe('with a camera @camera', () => {
  test('the QR label in front of the camera is decoded and opens the equipment', async ({ page }) => {
    await signIn(page, ACCOUNTS.technician.email);
    await openScanner(page);
    // The permission is granted already, so the stream starts without a tap; the fake camera
    // plays a QR code of PMP-E2E-01 (e2e/support/qr-video.ts).
    await expect(page.getByText('Equipment Found', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText('Linked to PMP-E2E-01 - Cooling water circulation pump, line 1', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cooling water pump 1' })).toBeVisible();
    await expect(page).toHaveURL(/\/equipment\?asset=PMP-E2E-01$/);
  });
});
