import { expect, test, type Locator, type Page } from '@playwright/test';
import { assignedOrder } from './support/assigned-order';
import { signIn, signInTechnician } from './support/session';
import { toast } from './support/toasts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Links equipment to a new work order by its typed asset tag: 'Equipment Found' shows over the dialog. */
async function findEquipmentFromTheWorkOrderDialog(page: Page) {
  await page.goto('/work-orders');
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const form = page.getByRole('dialog', { name: 'New Work Order' });
  await form.getByRole('button', { name: 'Scan equipment QR code' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan QR Code' });
  await scanner.getByRole('tab', { name: 'Manual' }).click();
  await scanner.getByLabel('Asset tag').fill('CMP-E2E-01');
  await scanner.getByRole('button', { name: 'Find equipment' }).click();
  const found = toast(page, 'Equipment Found', 'Linked to CMP-E2E-01 - Main plant air compressor');
  await expect(found).toBeVisible();
  await expect(scanner).toBeHidden();
  return { form, found };
}

/** An unknown typed asset tag: 'Equipment Not Found' shows with no dialog left open. */
async function showEquipmentNotFound(page: Page): Promise<Locator> {
  await page.goto('/equipment?scan');
  const scanner = page.getByRole('dialog', { name: 'Scan QR Code' });
  await scanner.getByRole('tab', { name: 'Manual' }).click();
  await scanner.getByLabel('Asset tag').fill('NOPE-404');
  await scanner.getByRole('button', { name: 'Find equipment' }).click();
  const notFound = toast(page, 'Equipment Not Found', 'No equipment found with asset tag: NOPE-404');
  await expect(notFound).toBeVisible();
  return notFound;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test.describe(`toasts at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("'Equipment Found' leaves the dialog's Create button free", async ({ page, request }) => {
      await signInTechnician(page, request);
      const { form, found } = await findEquipmentFromTheWorkOrderDialog(page);
      const create = form.getByRole('button', { name: 'Create Work Order' });
      await expect(create).toBeVisible();
      expect(intersects(await boxOf(found), await boxOf(create))).toBe(false);
    });

    test('a toast with no dialog open leaves the header free', async ({ page, request }) => {
      await signInTechnician(page, request);
      const notFound = await showEquipmentNotFound(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const header = page.getByRole('banner');
      expect(intersects(await boxOf(notFound), await boxOf(header))).toBe(false);
    });
  });
}

test('a toast is dismissed by a swipe to the right', async ({ page, request }) => {
  await signInTechnician(page, request);
  const notFound = await showEquipmentNotFound(page);
  const box = await boxOf(notFound);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, y, { steps: 8 });
  await page.mouse.move(box.x + 240, y, { steps: 8 });
  await page.mouse.up();
  await expect(notFound).toHaveCount(0);
});

test('a toast is dismissed from the keyboard: F8 reaches it, Escape closes it', async ({ page, request }) => {
  await signInTechnician(page, request);
  const notFound = await showEquipmentNotFound(page);
  // F8 focuses the toast region; Tab enters the toast, then reaches its Close button.
  await page.keyboard.press('F8');
  await page.keyboard.press('Tab');
  await expect(notFound).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(notFound).toHaveCount(0);
});

test.describe('toasts on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a toast sits above a work order's status action bar", async ({ page, request }) => {
    const { technician, order } = await assignedOrder(request, { description: 'Tighten the mixer coupling' });
    await signIn(page, technician.email, technician.password);
    await page.goto(`/work-orders/${order.id}`);
    const actions = page.getByRole('group', { name: 'Status actions' });
    await actions.getByRole('button', { name: 'Start work' }).click();
    const started = toast(page, 'Work started');
    await expect(started).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Complete' })).toBeVisible();
    expect(intersects(await boxOf(started), await boxOf(actions))).toBe(false);
  });
});
