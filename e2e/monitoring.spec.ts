import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ALERTS } from './support/monitoring-history';
import { collectPageErrors, sidewaysOverflow } from './support/page-errors';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { toast } from './support/toasts';

/** The drawn charts (a legend's swatches are svg.recharts-surface too). */
const charts = (page: Page) => page.getByRole('tabpanel').locator('.recharts-wrapper > svg.recharts-surface');
/** Series drawn from data: a line or an area's edge with a path through its points. */
const drawnSeries = (page: Page) =>
  page.getByRole('tabpanel').locator('path.recharts-line-curve[d*="L"], path.recharts-area-curve[d*="L"]');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, animations: 'disabled' });

/** A manager of every plant by default: the installation's alerts are theirs to resolve (issue 22 §7). */
async function signInAsManager(page: Page, request: Parameters<typeof createPerson>[0], everyPlant = true) {
  const manager = await createPerson(request, 'manager', { everyPlant });
  await signIn(page, manager.email, manager.password);
}

test('the Enterprise Performance Monitor shows measured figures, charts, alerts and exports its report', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await signInAsManager(page, request);
  await page.getByRole('complementary').getByRole('link', { name: 'Monitoring', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enterprise Performance Monitor', level: 1 })).toBeVisible();

  await expect(page.getByText(/^(Critical Issues Detected|Warnings Active)$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Infrastructure health' })).not.toContainText('No data');
  for (const tile of ['CPU', 'Memory', 'Response Time', 'DB Connections']) {
    await expect(page.getByRole('group', { name: tile, exact: true })).not.toContainText('No data');
  }
  await expect(charts(page)).toHaveCount(2);
  // CPU and memory lines; the response time area and the connections line.
  await expect(drawnSeries(page)).toHaveCount(4);
  await shot(page, 'admin-monitoring-manager-desktop');

  await page.getByRole('tab', { name: 'Business KPIs' }).click();
  await expect(page.getByRole('list', { name: 'KPI list' }).getByRole('listitem')).toHaveCount(8);
  await page.getByRole('tab', { name: 'Alerts & Events' }).click();
  await expect(page.getByRole('tabpanel').getByText(E2E_ALERTS.staysOpen)).toBeVisible();
  await page.getByRole('tab', { name: 'Trend Analysis' }).click();
  await expect(charts(page)).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Time range' }).click();
  await page.getByRole('option', { name: 'Last hour' }).click();
  await expect(charts(page)).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^performance-report-\d{4}-\d{2}-\d{2}\.json$/);
  const report = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<string, unknown>;
  expect(Object.keys(report)).toEqual(['range', 'latestSystemMetrics', 'kpis', 'health', 'alerts']);
  expect(report.range).toBe('1h');
  expect((report.alerts as unknown[]).length).toBeGreaterThan(0);
  expect((report.alerts as unknown[]).length).toBeLessThanOrEqual(10);

  expect(errors).toEqual([]);
});

test('the System Monitoring dashboard is live and resolves an alert', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await signInAsManager(page, request);
  await page.goto('/monitoring/system-dashboard');
  await expect(page.getByRole('heading', { name: 'System Monitoring', level: 1 })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  for (const tile of ['System Uptime', 'Avg Response Time', 'Memory Usage', 'Active Alerts']) {
    await expect(page.getByRole('group', { name: tile })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Business metrics' })).toContainText('Equipment tracked');
  await expect(page.locator('.recharts-wrapper > svg.recharts-surface')).toHaveCount(1);

  const panel = page.getByRole('region', { name: 'Active alerts' });
  await expect(panel.getByText(E2E_ALERTS.staysOpen)).toBeVisible();
  await panel.getByRole('button', { name: `Resolve ${E2E_ALERTS.toResolve}` }).click();
  await expect(toast(page, 'Alert resolved successfully')).toBeVisible();
  await expect(panel.getByText(E2E_ALERTS.toResolve)).toHaveCount(0);
  await expect(panel.getByText(E2E_ALERTS.staysOpen)).toBeVisible();

  expect(errors).toEqual([]);
});

test('a manager of one plant sees the alerts without Resolve, and is told why', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await signInAsManager(page, request, false);
  await page.goto('/system-monitoring');
  const panel = page.getByRole('region', { name: 'Active alerts' });
  await expect(panel.getByText(E2E_ALERTS.staysOpen)).toBeVisible();
  await expect(
    panel.getByText(
      'Monitoring alerts are about the whole installation, which every plant shares: only a manager or admin of all its plants can resolve them',
    ),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Resolve / })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the endpoint tester calls every monitoring endpoint with the manager’s token', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await signInAsManager(page, request);
  await page.goto('/monitoring-debug');
  await page.getByRole('button', { name: 'Test All API Endpoints' }).click();
  await expect(page.getByText('7 of 7 endpoints answered successfully.')).toBeVisible();
  const kpi = page.getByRole('group', { name: '/api/monitoring/kpi' });
  await expect(kpi).toContainText('Status 200');
  await kpi.getByText('Raw response').click();
  await expect(kpi.locator('pre')).toContainText('"kpis"');
  expect(errors).toEqual([]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the monitoring screens fit the phone', async ({ page, request }) => {
    await signInAsManager(page, request);
    for (const [path, heading, name] of [
      ['/admin/monitoring', 'Enterprise Performance Monitor', 'admin-monitoring-manager-phone'],
      ['/system-monitoring', 'System Monitoring', 'system-monitoring-manager-phone'],
      ['/monitoring-debug', 'Monitoring endpoint tester', 'monitoring-debug-manager-phone'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('[aria-label^="Loading"]')).toHaveCount(0);
      await shot(page, name);
      // The screen's own content (the app header is the layout's business).
      expect(await sidewaysOverflow(page, 'main'), path).toEqual([]);
    }
  });
});
