import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { NEW_WORKER_COOKIE } from './support/new-worker-version';
import { createPerson, type Person } from './support/people';
import { signIn } from './support/session';
import { unique, uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

// The service worker must be allowed (Playwright's default) for any of this to mean something.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_MESSAGE = 'You are offline and this has not been opened on this device yet.';

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

/** Waits until the service worker is active and controls this page (its reads then go through it). */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function signInControlled(page: Page, person: Person): Promise<void> {
  await signIn(page, person.email, person.password);
  await waitForServiceWorkerControl(page);
}

/** The screens of the journey with what each must show, online first and then from the cache. */
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

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test('screens opened once online open again offline, from the cache', async ({ page, context, request }) => {
  const { technician, asset, order } = await technicianWithWork(request);
  await signInControlled(page, technician);

  // Online, under the worker's control: every read of these screens is kept for this user.
  for (const screen of screens(order, asset, technician)) {
    await page.goto(screen.url);
    for (const locator of screen.shows(page)) await expect(locator).toBeVisible();
  }

  await goOffline(context);
  try {
    for (const screen of screens(order, asset, technician)) {
      await page.goto(screen.url);
      for (const locator of screen.shows(page)) await expect(locator).toBeVisible();
    }
    // The order really came from the cache (the network is down), marked as such.
    const cachedOrder = page.waitForResponse((response) =>
      response.url().endsWith(`/api/work-orders/${order.id}`),
    );
    await page.goto(`/work-orders/${order.id}`);
    expect((await cachedOrder).headers()['x-fieldwork-cache']).toBe('hit');
    await expect(page.getByRole('heading', { name: order.foNumber, level: 1 })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a screen never opened still opens offline and says its data is not on this device', async ({
  page,
  context,
  request,
}) => {
  const { technician } = await technicianWithWork(request);
  await signInControlled(page, technician);
  // One online screen: the shell and every route's code are precached by now, but no vendor list was read.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await goOffline(context);
  try {
    await page.goto('/vendors');
    await expect(page.getByRole('heading', { name: 'Vendor Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch vendors' })).toBeVisible();

    // A screen that shows the server's reason shows the worker's offline words.
    await page.goto('/preventive?tab=calendar');
    await expect(page.getByRole('heading', { name: 'Preventive Maintenance', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGE })).toBeVisible();

    // The worker's answer itself: the API's error shape, marked offline.
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/vendors?limit=7', {
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` },
      });
      return {
        status: response.status,
        offline: response.headers.get('x-fieldwork-offline'),
        body: await response.json(),
      };
    });
    expect(answer).toEqual({
      status: 503,
      offline: '1',
      body: { error: 'UNAVAILABLE', message: OFFLINE_MESSAGE },
    });
  } finally {
    await context.setOffline(false);
  }
});

/** Whether this user's read cache holds an answer for each path (the warm-up has run under the worker). */
async function waitUntilCached(page: Page, paths: string[]): Promise<void> {
  await page.waitForFunction(async (wanted) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('fieldwork-api-')) continue;
      const keys = (await (await caches.open(name)).keys()).map((request) => new URL(request.url));
      const held = (path: string) => keys.some((key) => `${key.pathname}${key.search}`.startsWith(path));
      if (wanted.every(held)) return true;
    }
    return false;
  }, paths);
}

test('after a first online visit the New Work Order dialog has its FO number and equipment offline', async ({
  page,
  context,
  request,
}) => {
  const { technician, asset } = await technicianWithWork(request);
  // The first visit: the worker installs while the dashboard loads, and the warm-up waits for it.
  await signInControlled(page, technician);
  await waitUntilCached(page, ['/api/work-orders/next-fo-number', '/api/equipment?limit=20']);

  await goOffline(context);
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
  await signInControlled(page, technician);
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
