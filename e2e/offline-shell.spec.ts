import { expect, test, type Page } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { NEW_WORKER_COOKIE } from './support/new-worker-version';
import { createPerson, type Person } from './support/people';
import { goOffline, signInForOffline } from './support/offline';
import { unique, uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

// The service worker must be allowed (Playwright's default) for any of this to mean something.
test.use({ serviceWorkers: 'allow' });

/**
 * A technician with an order and an asset in a warehouse of this journey's own, so the lists
 * it reads back offline hold exactly what it made.
 */
async function technicianWithWork(request: Parameters<typeof createPerson>[0]) {
  const warehouse = WAREHOUSES.offlineShell;
  const technician = await createPerson(request, 'technician', { warehouse });
  const supervisor = await createPerson(request, 'supervisor', { warehouse });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const asset = await apiCall<Equipment>(request, token, 'POST', '/api/equipment', {
    name: 'Offline boiler feed pump',
    assetTag: `OFF-${unique()}`,
    model: 'KSB Etanorm 50',
    description: 'Boiler feed pump of the offline journey',
  });
  const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: 'Check the boiler feed pump seals',
    equipmentId: asset.id,
    assignedTo: technician.id,
  });
  return { technician, asset, order };
}

/** The screens of the journey with what each must show, online first and then from the device. */
function screens(order: WorkOrder, asset: Equipment, technician: Person) {
  return [
    {
      url: '/dashboard',
      shows: (page: Page) => [
        page.getByRole('heading', { name: 'Dashboard', level: 1 }),
        // My Work lists the order the technician was given.
        page.getByRole('link', { name: new RegExp(order.foNumber) }).first(),
      ],
    },
    {
      url: `/work-orders?assignedTo=${technician.id}`,
      shows: (page: Page) => [page.getByText(order.foNumber).first()],
    },
    {
      url: `/work-orders/${order.id}`,
      shows: (page: Page) => [page.getByRole('heading', { name: order.foNumber, level: 1 })],
    },
    {
      url: '/equipment',
      shows: (page: Page) => [
        page.getByRole('heading', { name: 'Equipment', level: 1 }),
        page.getByText(asset.assetTag, { exact: true }),
      ],
    },
  ];
}

test('offline, screens open again after a reload, from the shell and the copy of the working set', async ({
  page,
  context,
  request,
}) => {
  const { technician, asset, order } = await technicianWithWork(request);
  await signInForOffline(page, technician);

  for (const screen of screens(order, asset, technician)) {
    await page.goto(screen.url);
    for (const locator of screen.shows(page)) await expect(locator).toBeVisible();
  }

  await goOffline(context, page);
  try {
    for (const screen of screens(order, asset, technician)) {
      await page.goto(screen.url);
      for (const locator of screen.shows(page)) await expect(locator).toBeVisible();
    }
    // A screen never opened online reads from the copy too.
    await page.goto('/vendors');
    await expect(page.getByRole('heading', { name: 'Vendor Management', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Failed to fetch/)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('offline, what the device does not hold says so plainly instead of failing', async ({
  page,
  context,
  request,
}) => {
  const { technician } = await technicianWithWork(request);
  await signInForOffline(page, technician);
  await goOffline(context, page);
  try {
    // Compliance figures are the server's: a calm notice, not an error.
    await page.goto('/preventive');
    await expect(page.getByRole('heading', { name: 'Preventive Maintenance', level: 1 })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Not available offline' }).first();
    await expect(notice).toHaveText(
      'Not available offlineYou are offline, and this is not kept on this device. It opens again when the connection returns.',
    );
    await expect(page.getByText(/^Failed to fetch/)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('after a first online visit the New Work Order dialog has its FO number and equipment offline', async ({
  page,
  context,
  request,
}) => {
  const { technician, asset } = await technicianWithWork(request);
  // The first visit: the worker installs while the dashboard loads, and the copy fills.
  await signInForOffline(page, technician);

  await goOffline(context, page);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New Work Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Work Order' });
    await expect(dialog.getByLabel('FO Number')).toHaveValue(/^WO-\d{4}-\d{3,}$/);
    await dialog.getByLabel('Equipment', { exact: true }).click();
    await expect(page.getByRole('option', { name: new RegExp(asset.assetTag) })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the update card appears when a new version is served, and Update switches to it', async ({
  page,
  context,
  request,
}) => {
  const technician = await createPerson(request, 'technician', { warehouse: WAREHOUSES.offlineShell });
  await signInForOffline(page, technician);
  const firstVersion = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(firstVersion).toMatch(/\/sw\.js$/);

  // A new build, for this browser context only (e2e/support/new-worker-version.ts): the files
  // on disk, which the journeys running beside this one read, never change.
  await context.addCookies([{ name: NEW_WORKER_COOKIE, value: unique(), url: new URL(page.url()).origin }]);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const card = page.getByRole('region', { name: 'A new version of Fieldwork is ready' });
  await expect(card).toBeVisible();
  // It waits for the user: the old version still controls the page.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
  ).toBe(true);

  // Saved for a person to look at (architecture §6a): the card clear of the header and buttons.
  await page.screenshot({ path: 'test-results/screens/update-card-desktop.png', animations: 'disabled' });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(card).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/update-card-phone.png', animations: 'disabled' });

  const reloaded = page.waitForEvent('load');
  await card.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(card).toBeHidden();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
  ).toBeNull();
});
