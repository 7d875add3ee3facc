import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Attachment } from '../src/shared/schemas/attachments';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { Part } from '../src/shared/schemas/parts';
import type { ChecklistItem, PartsUsage } from '../src/shared/schemas/work-order-activity';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { drawPhoto } from './support/photo';
import { copiedRecordCount, goOffline, signInForOffline, syncStatus } from './support/offline';
import { signIn } from './support/session';
import { unique, uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

// Issue 11 acceptance (b)–(e), (g): changes made offline reach the server exactly once.
test.use({ serviceWorkers: 'allow' });

/** A supervisor with an asset and a part in a warehouse of this journey file's own. */
async function supervisorWithAsset(request: APIRequestContext) {
  const supervisor = await createPerson(request, 'supervisor', { warehouse: WAREHOUSES.offlineQueue });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const asset = await apiCall<Equipment>(request, token, 'POST', '/api/equipment', {
    name: 'Condensate return pump',
    assetTag: `OQ-${unique()}`,
    model: 'Wilo MHI 405',
    description: 'Condensate return pump, basement',
  });
  const part = await apiCall<Part>(request, token, 'POST', '/api/parts', {
    name: 'Pump impeller gasket',
    partNumber: `OQ-GSK-${unique()}`,
    category: 'mechanical',
    unitCost: '4.20',
    stockLevel: 20,
    reorderPoint: 2,
  });
  return { supervisor, token, asset, part };
}

async function ordersNamed(request: APIRequestContext, token: string, text: string): Promise<WorkOrder[]> {
  const orders = await apiCall<WorkOrder[]>(
    request,
    token,
    'GET',
    `/api/work-orders?search=${encodeURIComponent(text)}&limit=50`,
  );
  return orders.filter((order) => order.description === text);
}

/** Opens an asset's card from the equipment page; its dialog is named after the asset. */
async function openAsset(page: Page, asset: Equipment) {
  const card = page.getByRole('listitem').filter({ hasText: asset.assetTag });
  await card.getByRole('button', { name: new RegExp(asset.name) }).click();
  return page.getByRole('dialog', { name: asset.name });
}

/** Opens an asset's card once, online, so it can be opened again without signal. */
async function visitAsset(page: Page, asset: Equipment): Promise<void> {
  await page.goto('/equipment');
  const card = await openAsset(page, asset);
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Changes one field of an asset through its card's Edit dialog (from the equipment page). */
async function editAsset(page: Page, asset: Equipment, field: string, value: string) {
  await page.goto('/equipment');
  const card = await openAsset(page, asset);
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /Edit/ });
  await edit.getByLabel(field).fill(value);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  return card;
}

test('offline: an order, its step, a part, a photo and an equipment edit survive closing the page and reach the server once (b)', async ({
  browser,
  request,
}) => {
  const { supervisor, token, asset, part } = await supervisorWithAsset(request);
  const context = await browser.newContext();
  let page = await context.newPage();
  await signInForOffline(page, supervisor);
  // One online visit to what the journey uses: the lists, the asset's card.
  await page.goto('/work-orders');
  await expect(page.getByRole('heading', { name: 'Work Orders', level: 1 })).toBeVisible();
  await visitAsset(page, asset);
  await page.goto('/work-orders');

  await goOffline(context, page);
  const description = `Offline journey: condensate pump leaks ${unique()}`;
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const create = page.getByRole('dialog', { name: 'New Work Order' });
  await expect(create.getByLabel('FO Number')).toHaveValue(/^WO-\d{4}-\d{3,}$/);
  // A number of its own: the journeys beside it take the warehouse's next numbers meanwhile.
  await create.getByLabel('FO Number').fill(uniqueFoNumber());
  await create.getByLabel('Description').fill(description);
  await create.getByRole('button', { name: 'Create Work Order' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  const card = page.getByRole('link').filter({ hasText: description });
  await expect(card.getByText('Not synced yet')).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/work-orders\/temp-/);

  await page.getByRole('textbox', { name: 'New checklist step' }).fill('Replace the gasket');
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(page.getByText('Replace the gasket')).toBeVisible();

  await page.getByRole('tab', { name: 'Parts' }).click();
  await page.getByRole('button', { name: 'Record part' }).click();
  const record = page.getByRole('dialog', { name: 'Record part' });
  await record.getByLabel('Part', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Search part number or name' }).fill(part.partNumber);
  await page.getByRole('option', { name: new RegExp(part.partNumber) }).click();
  await record.getByLabel('Quantity').fill('2');
  await record.getByRole('button', { name: 'Record part' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Parts' })).toContainText(part.name);

  await page.getByRole('tab', { name: 'Files' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'gasket.png',
    mimeType: 'image/png',
    buffer: await drawPhoto(page),
  });
  await expect(page.getByText('Waiting to upload')).toBeVisible();

  await editAsset(page, asset, 'Serial number', 'SN-B2-BASEMENT');
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

  // The tab is closed and opened again, still without signal.
  await page.close();
  page = await context.newPage();
  await page.goto('/dashboard');
  await expect(syncStatus(page)).toHaveAccessibleName('Working Offline, 5 changes not synced');

  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveAccessibleName('Online');
  const [order, ...more] = await ordersNamed(request, token, description);
  expect(more).toEqual([]);
  expect(order?.id).not.toMatch(/^temp-/);
  const steps = await apiCall<ChecklistItem[]>(
    request,
    token,
    'GET',
    `/api/work-orders/${order?.id}/checklist`,
  );
  expect(steps.map((step) => step.description)).toEqual(['Replace the gasket']);
  const used = await apiCall<PartsUsage[]>(
    request,
    token,
    'GET',
    `/api/work-orders/${order?.id}/parts-usage`,
  );
  expect(used.map((usage) => [usage.partId, usage.quantity])).toEqual([[part.id, 2]]);
  const files = await apiCall<Attachment[]>(
    request,
    token,
    'GET',
    `/api/attachments?workOrderId=${order?.id}`,
  );
  expect(files.map((file) => file.fileName)).toEqual(['gasket.jpg']);
  const saved = await apiCall<Equipment>(request, token, 'GET', `/api/equipment/${asset.id}`);
  expect(saved.serialNumber).toBe('SN-B2-BASEMENT');
  await context.close();
});

test('a create whose answer was lost is replayed once and makes one record (c)', async ({
  browser,
  request,
}) => {
  const { supervisor, token } = await supervisorWithAsset(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInForOffline(page, supervisor);
  await page.goto('/work-orders');
  // The server does the work, then the connection drops before its answer arrives.
  let dropped = 0;
  await page.route('**/api/work-orders', async (route) => {
    if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
    dropped += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const description = `Answer lost on the way back ${unique()}`;
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const create = page.getByRole('dialog', { name: 'New Work Order' });
  await expect(create.getByLabel('FO Number')).toHaveValue(/^WO-\d{4}-\d{3,}$/);
  await create.getByLabel('Description').fill(description);
  await create.getByRole('button', { name: 'Create Work Order' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

  await syncStatus(page).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Everything you changed on this device is on the server.')).toBeVisible();
  expect(dropped).toBe(1);
  expect(await ordersNamed(request, token, description)).toHaveLength(1);
  await context.close();
});

test('two people edit one order, one offline: the conflict card offers both versions and each choice works (d)', async ({
  browser,
  request,
}) => {
  const { supervisor, token } = await supervisorWithAsset(request);
  const colleague = await createPerson(request, 'supervisor', { warehouse: WAREHOUSES.offlineQueue });
  const colleagueToken = await apiToken(request, colleague.email, colleague.password);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInForOffline(page, supervisor);

  for (const choice of ['Re-apply my changes', 'Discard my changes'] as const) {
    const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
      foNumber: uniqueFoNumber(),
      description: 'Descale the condensate tank',
    });
    await page.goto(`/work-orders/${order.id}`);
    await expect(page.getByRole('heading', { name: order.foNumber, level: 1 })).toBeVisible();
    await goOffline(context, page);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Work Order' });
    await edit.getByLabel('Description').fill('Descale the tank and replace the float valve');
    await edit.getByRole('button', { name: /Save/ }).click();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

    // Meanwhile a colleague, online, changes the same order.
    await apiCall(request, colleagueToken, 'PATCH', `/api/work-orders/${order.id}`, {
      description: 'Descale the tank; float valve already replaced',
    });
    await context.setOffline(false);
    await expect(page.getByText('A change needs your attention').first()).toBeVisible();
    await syncStatus(page).click();
    const panel = page.getByRole('region', { name: 'Conflicting changes' });
    await expect(panel.getByRole('row', { name: /Description/ })).toContainText(
      'Descale the tank; float valve already replaced',
    );
    await expect(panel.getByRole('row', { name: /Description/ })).toContainText(
      'Descale the tank and replace the float valve',
    );
    await panel.getByRole('button', { name: choice }).click();
    await expect(page.getByText('Everything you changed on this device is on the server.')).toBeVisible();
    await page.keyboard.press('Escape');
    const saved = await apiCall<WorkOrder>(request, token, 'GET', `/api/work-orders/${order.id}`);
    expect(saved.description).toBe(
      choice === 'Re-apply my changes'
        ? 'Descale the tank and replace the float valve'
        : 'Descale the tank; float valve already replaced',
    );
  }
  await context.close();
});

test('a refused change waits in "needs attention" without holding up the changes behind it (e)', async ({
  browser,
  request,
}) => {
  const { supervisor, token, asset } = await supervisorWithAsset(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInForOffline(page, supervisor);
  await visitAsset(page, asset);
  await page.goto('/work-orders');
  await goOffline(context, page);

  // Offline, an order with a number a colleague takes meanwhile, then an equipment edit.
  const taken = uniqueFoNumber();
  const description = `Number taken while offline ${unique()}`;
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const create = page.getByRole('dialog', { name: 'New Work Order' });
  await create.getByLabel('FO Number').fill(taken);
  await create.getByLabel('Description').fill(description);
  await create.getByRole('button', { name: 'Create Work Order' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  const assetDialog = await editAsset(page, asset, 'Serial number', 'SN-PUMP-PIT-3');
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await apiCall(request, token, 'POST', '/api/work-orders', { foNumber: taken, description: 'Taken first' });

  await context.setOffline(false);
  await expect(page.getByText('A change needs your attention').first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await apiCall<Equipment>(request, token, 'GET', `/api/equipment/${asset.id}`)).serialNumber,
    )
    .toBe('SN-PUMP-PIT-3');
  await assetDialog.getByRole('button', { name: 'Close' }).click();
  await expect(assetDialog).toBeHidden();
  await syncStatus(page).click();
  const attention = page.getByRole('region', { name: /Needs attention/ });
  await expect(attention).toContainText(`New work order ${taken}`);
  await attention.getByRole('button', { name: /^Use WO-/ }).click();
  await expect(page.getByText('Everything you changed on this device is on the server.')).toBeVisible();
  const [order, ...more] = await ordersNamed(request, token, description);
  expect(more).toEqual([]);
  expect(order?.foNumber).not.toBe(taken);
  await context.close();
});

test('signing out with unsynced changes warns; another account on that browser never sends them (g)', async ({
  browser,
  request,
}) => {
  const { supervisor, token, asset } = await supervisorWithAsset(request);
  const colleague = await createPerson(request, 'supervisor', { warehouse: WAREHOUSES.offlineQueue });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInForOffline(page, supervisor);
  await visitAsset(page, asset);
  await goOffline(context, page);
  const assetDialog = await editAsset(page, asset, 'Serial number', 'SN-FIRST-TECHNICIAN');
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await assetDialog.getByRole('button', { name: 'Close' }).click();
  await expect(assetDialog).toBeHidden();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const warning = page.getByRole('alertdialog', { name: '1 change not synced yet' });
  await expect(warning).toContainText('Nobody else who signs in on this device can send or see them.');
  await warning.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // What they read is gone with them (ADR 42); their unsent change stays, filed under them.
  expect(await copiedRecordCount(page)).toBe(0);

  await context.setOffline(false);
  await signIn(page, colleague.email, colleague.password);
  await expect(syncStatus(page)).toHaveAccessibleName('Online');
  // The colleague's own change goes through, so a sync has run under their account.
  await editAsset(page, asset, 'Model', 'Wilo MHI 406');
  await expect
    .poll(async () => (await apiCall<Equipment>(request, token, 'GET', `/api/equipment/${asset.id}`)).model)
    .toBe('Wilo MHI 406');
  expect(
    (await apiCall<Equipment>(request, token, 'GET', `/api/equipment/${asset.id}`)).serialNumber,
  ).not.toBe('SN-FIRST-TECHNICIAN');
  await context.close();
});
