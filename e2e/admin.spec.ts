import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createPerson } from './support/people';
import { signIn } from './support/session';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

/** Errors the page logs or throws while a journey runs: a screen must show none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, animations: 'disabled' });

/**
 * Nothing on the screen is wider than the window (cards stack, tables scroll inside their
 * card). Measured inside <main>: the app header is the layout's business, not this screen's.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((element) => element.closest('[data-radix-scroll-area-viewport], .overflow-x-auto') === null)
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ''}`);
  });
  expect(overflowing).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`admin screens at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a manager sees this instance’s health and its performance, without console errors', async ({
      page,
      request,
    }) => {
      const errors = collectErrors(page);
      const manager = await createPerson(request, 'manager');
      await signIn(page, manager.email, manager.password);

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'System Administration', level: 1 })).toBeVisible();
      await expect(page.getByRole('group', { name: 'System Status' })).toContainText('Healthy');
      await expect(page.getByRole('group', { name: 'Version' })).toContainText(version);
      await expect(page.getByRole('group', { name: 'Version' })).toContainText(/Port \d+/);
      await expect(page.getByRole('group', { name: 'Uptime' })).not.toContainText('NaN');
      await expect(page.getByRole('group', { name: 'Memory Usage' })).toContainText(/\d+(\.\d)?%/);
      await expect(
        page.getByRole('region', { name: 'Feature Status' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Database' })).toContainText('Connected');
      await expect(page.getByRole('region', { name: 'Active Connections by Warehouse' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, `admin-health-manager-${viewport.name}`);

      await page.getByRole('tab', { name: 'Performance' }).click();
      await expect(page.getByRole('group', { name: 'Avg Response Time' })).toContainText(/ms/);
      await expect(page.getByRole('region', { name: 'Server' })).toBeVisible();
      await shot(page, `admin-performance-tab-manager-${viewport.name}`);

      await page.goto('/admin/performance');
      await expect(page.getByRole('heading', { name: 'Performance Dashboard', level: 1 })).toBeVisible();
      // Signing in and opening /admin made requests and queries, so the window has figures.
      await expect(page.getByRole('group', { name: 'Avg Response Time' })).not.toContainText('No data');
      await expect(page.getByRole('group', { name: 'Database Performance' })).toContainText(
        'queries in total',
      );
      await expect(page.getByRole('group', { name: 'Memory Usage' })).toContainText(/\d+(\.\d)?%/);
      await expect(page.getByRole('group', { name: 'Cache Hit Rate' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Requests' })).toContainText('req/s');
      await expectNoSidewaysScroll(page);
      await shot(page, `admin-performance-manager-${viewport.name}`);

      await page.getByRole('tab', { name: 'Requests' }).click();
      await expect(page.getByRole('region', { name: 'Slow Requests' })).toBeVisible();
      await page.getByRole('tab', { name: 'Database' }).click();
      await expect(page.getByRole('tabpanel').locator('svg.recharts-surface')).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Slowest Queries' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, `admin-performance-database-manager-${viewport.name}`);
      await page.getByRole('tab', { name: 'System' }).click();
      await expect(page.getByRole('region', { name: 'CPU and Event Loop' })).toContainText('Event loop lag');
      await page.getByRole('tab', { name: 'Recommendations' }).click();
      await expect(page.getByRole('region', { name: 'Recommendations' })).toBeVisible();

      expect(errors).toEqual([]);
    });
  });
}

test('a technician sees that the admin screens are not theirs', async ({ page, request }) => {
  const technician = await createPerson(request, 'technician');
  await signIn(page, technician.email, technician.password);
  for (const [path, title] of [
    ['/admin', 'System Administration'],
    ['/admin/performance', 'Performance Dashboard'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Access denied')).toBeVisible();
    await expect(page.getByRole('group', { name: 'System Status' })).toHaveCount(0);
  }
});
