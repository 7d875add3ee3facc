import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { Part } from '../src/shared/schemas/parts';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { blankPng } from '../src/server/test/blank-png';
import { apiCall, apiToken, apiUpload } from './support/api';
import { goOffline, signInForOffline, syncStatus } from './support/offline';
import { collectPageErrors } from './support/page-errors';
import { createPerson } from './support/people';
import { unique, uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

// Issue 22's acceptance: a fresh profile signs in, waits for its copy, goes offline having seen
// nothing else, and every screen of a technician's day reads from the copy.
test.use({ serviceWorkers: 'allow' });

/** More orders than a page holds (50), so the list pages offline too. */
const FILLER_ORDERS = 55;

/** A technician's working set in a warehouse of the journey's own. */
async function workingSet(request: APIRequestContext) {
  const warehouse = WAREHOUSES.offlineReplica;
  const technician = await createPerson(request, 'technician', { warehouse });
  const supervisor = await createPerson(request, 'supervisor', { warehouse });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const call = <T>(method: 'POST' | 'PATCH', path: string, data: unknown) =>
    apiCall<T>(request, token, method, path, data);
  const tag = unique();
  const asset = await call<Equipment>('POST', '/api/equipment', {
    name: 'Replica conveyor drive',
    assetTag: `ORP-${tag}`,
    model: `Replica drive ${tag}`,
    description: 'Conveyor drive of the offline replica journey',
  });
  const part = await call<Part>('POST', '/api/parts', {
    name: 'Drive belt XPZ 1250',
    partNumber: `ORP-BLT-${tag}`,
    category: 'mechanical',
    unitCost: '18.50',
    stockLevel: 12,
    reorderPoint: 2,
  });
  await call('POST', `/api/parts/${part.id}/adjustments`, {
    kind: 'adjust',
    quantity: -2,
    reason: 'Cycle count correction',
  });
  const order = await call<WorkOrder>('POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: 'Replace the worn conveyor drive belt',
    equipmentId: asset.id,
    assignedTo: technician.id,
  });
  await call('POST', `/api/work-orders/${order.id}/checklist`, { description: 'Check the belt tension' });
  await call('POST', `/api/work-orders/${order.id}/parts-usage`, { partId: part.id, quantity: 1 });
  await call('POST', `/api/work-orders/${order.id}/labor`, { hours: 1.5, note: 'Belt removed' });
  await apiUpload(
    request,
    token,
    { name: 'belt.png', mimeType: 'image/png', buffer: blankPng(40, 30) },
    { workOrderId: order.id },
  );
  const valve = await call<WorkOrder>('POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: 'Inspect the conveyor valve for leaks',
  });
  const today = new Date();
  const preventive = await call<WorkOrder>('POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    type: 'preventive',
    description: 'Lubricate the conveyor drive bearings',
    equipmentId: asset.id,
    dueDate: new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12),
    ).toISOString(),
  });
  const fillers: WorkOrder[] = [];
  for (let n = 1; n <= FILLER_ORDERS; n += 1) {
    fillers.push(
      await call<WorkOrder>('POST', '/api/work-orders', {
        foNumber: uniqueFoNumber(),
        description: `Replica filler order number ${n}`,
      }),
    );
  }
  return {
    technician,
    token,
    asset,
    part,
    order,
    valve,
    preventive,
    newestFiller: fillers.at(-1)?.description ?? '',
  };
}

const nav = (page: Page, name: string) =>
  page.getByRole('complementary').getByRole('navigation').getByRole('link', { name, exact: true });

/** What a screen would show had a read failed: the screen kit's error, titled "Failed to fetch …". */
const failures = (page: Page) => page.getByText(/^Failed to fetch/);

/** The record as the device's copy holds it (IndexedDB `fieldwork-replica`). */
function copiedDescription(page: Page, id: string): Promise<string | null> {
  return page.evaluate(
    (orderId) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('fieldwork-replica');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const read = database.transaction('work-orders').objectStore('work-orders').get(orderId);
          read.onsuccess = () => {
            database.close();
            const bundle = read.result as { order: { description: string } } | undefined;
            resolve(bundle?.order.description ?? null);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    id,
  );
}

test('offline, every screen of a technician’s day reads from the copy of their working set', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { technician, token, asset, part, order, valve, preventive, newestFiller } =
    await workingSet(request);
  const errors = collectPageErrors(page);
  await signInForOffline(page, technician);
  await goOffline(context, page);

  // Work Orders: the list, a status filter, a search, and the next page.
  await nav(page, 'Work Orders').click();
  await expect(page.getByRole('heading', { name: 'Work Orders', level: 1 })).toBeVisible();
  await expect(page.getByText(newestFiller, { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Assigned', exact: true }).click();
  await expect(page.getByText(order.description)).toBeVisible();
  await expect(page.getByText(newestFiller, { exact: true })).toBeHidden();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await page.getByRole('searchbox', { name: 'Search work orders' }).fill('valve');
  await expect(page.getByText(valve.description)).toBeVisible();
  await expect(page.getByText(newestFiller, { exact: true })).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search work orders' }).fill('');
  await expect(page.getByText(newestFiller, { exact: true })).toBeVisible();
  // The oldest order is on the second page (50 a page): scrolling to the end loads it.
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByText(order.description)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(failures(page)).toHaveCount(0);

  // The technician's own order, every tab.
  await page.getByRole('searchbox', { name: 'Search work orders' }).fill('drive belt');
  await page.getByText(order.description).click();
  await expect(page.getByRole('heading', { name: order.foNumber, level: 1 })).toBeVisible();
  await expect(page.getByText('Check the belt tension')).toBeVisible();
  await page.getByRole('tab', { name: 'Parts' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Parts' })).toContainText(part.name);
  await page.getByRole('tab', { name: 'Labour' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Labour' })).toContainText('Belt removed');
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Files' })).toContainText('belt.png');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel', { name: 'History' })).toContainText('Checklist step added');
  await expect(failures(page)).toHaveCount(0);

  // Equipment, and one equipment's card with its tabs.
  await nav(page, 'Equipment').click();
  await expect(page.getByRole('heading', { name: 'Equipment', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: asset.assetTag });
  await card.getByRole('button', { name: new RegExp(asset.name) }).click();
  const machine = page.getByRole('dialog', { name: asset.name });
  await expect(machine).toContainText(asset.model);
  await machine.getByRole('tab', { name: 'History' }).click();
  await expect(machine.getByRole('tabpanel', { name: 'History' })).toContainText(`${order.foNumber} opened`);
  await machine.getByRole('tab', { name: 'Downtime' }).click();
  await expect(machine.getByRole('tabpanel', { name: 'Downtime' })).toBeVisible();
  await expect(failures(page)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Inventory, and one part with its stock history.
  await nav(page, 'Inventory').click();
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search parts' }).fill(part.partNumber);
  await page
    .getByRole('table', { name: 'Parts' })
    .getByRole('row')
    .filter({ hasText: part.partNumber })
    .getByRole('button', { name: part.partNumber })
    .click();
  const detail = page.getByRole('dialog', { name: part.name });
  await expect(detail.getByRole('table', { name: 'Stock movements' })).toContainText(
    'Cycle count correction',
  );
  await expect(failures(page)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The PM calendar; the compliance figures the server computes say plainly they need it.
  await nav(page, 'Preventive Maintenance').click();
  await expect(page.getByRole('heading', { name: 'Preventive Maintenance', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByText(preventive.foNumber).first()).toBeVisible();
  await expect(failures(page)).toHaveCount(0);

  // An order made offline shows in the list with its badge.
  await nav(page, 'Work Orders').click();
  const madeOffline = `Made offline: guard loose on conveyor ${unique()}`;
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const create = page.getByRole('dialog', { name: 'New Work Order' });
  await expect(create.getByLabel('FO Number')).toHaveValue(/^WO-\d{4}-\d{3,}$/);
  await create.getByLabel('FO Number').fill(uniqueFoNumber());
  await create.getByLabel('Description').fill(madeOffline);
  await create.getByRole('button', { name: 'Create Work Order' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link').filter({ hasText: madeOffline }).getByText('Not synced yet'),
  ).toBeVisible();

  // Meanwhile someone else changes an order; back online, one delta brings it to the copy.
  const changed = `Inspect the conveyor valve for leaks, then the seals ${unique()}`;
  await apiCall(request, token, 'PATCH', `/api/work-orders/${valve.id}`, { description: changed });
  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveAccessibleName('Online');
  await expect.poll(() => copiedDescription(page, valve.id)).toBe(changed);
  await goOffline(context, page);
  await page.getByRole('searchbox', { name: 'Search work orders' }).fill('then the seals');
  await expect(page.getByText(changed)).toBeVisible();

  // The browser logs each request that found no network, the socket's attempts to reconnect without
  // one, and the worker's 503 for the bytes of a file never opened on this device (its row shows the
  // file's type instead): none is the app's.
  const browsers = (error: string) =>
    error.startsWith('Failed to load resource') ||
    (error.startsWith('WebSocket connection to') && error.includes('ERR_INTERNET_DISCONNECTED'));
  expect(errors.filter((error) => !browsers(error))).toEqual([]);
  await context.setOffline(false);
});
