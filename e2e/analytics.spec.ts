import { expect, test, type Page } from '@playwright/test';
import type { Downtime } from '../src/shared/schemas/downtime';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

/** Errors the page logs or throws while a journey runs: a screen must show none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const charts = (page: Page) => page.getByRole('tabpanel').locator('svg.recharts-surface');

test('every analytics tab shows the plant’s history as figures and charts, without console errors', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const supervisor = await createPerson(request, 'supervisor', { warehouse: WAREHOUSES.analytics });
  await signIn(page, supervisor.email, supervisor.password);
  await page.getByRole('complementary').getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics & Reporting', level: 1 })).toBeVisible();

  for (const [card, text] of [
    ['Fleet Availability', 'Target: 95%'],
    ['Mean Time Between Failures', 'Industry avg: 720h'],
    ['Mean Time To Repair', 'Target: <4h'],
    ['Maintenance Cost', 'Last 90 days'],
  ] as const) {
    const tile = page.getByRole('group', { name: card });
    await expect(tile).toContainText(text);
    await expect(tile).not.toContainText('No data');
  }
  await expect(page.getByText('Equipment Availability Distribution')).toBeVisible();
  await expect(page.getByText('MTBF vs Health Score')).toBeVisible();
  await expect(page.getByText('Fleet Status Summary')).toBeVisible();
  await expect(charts(page)).toHaveCount(2);

  await page.getByRole('tab', { name: 'Performance Trends' }).click();
  await expect(charts(page)).toHaveCount(1);
  await page.getByRole('tab', { name: 'Equipment Health' }).click();
  // The press broke most and is down now: it leads the list of the most critical.
  await expect(page.getByRole('tabpanel').getByText('AN-007')).toBeVisible();
  await page.getByRole('tab', { name: 'Predictive Insights' }).click();
  await expect(page.getByText('Action Recommended').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Maintenance Trends' }).click();
  await expect(page.getByText('Key Performance Indicators')).toBeVisible();
  await expect(charts(page)).toHaveCount(3);
  await page.getByRole('tab', { name: 'Cost Analysis' }).click();
  await expect(page.getByRole('group', { name: 'Total Cost' })).not.toContainText('No data');
  await expect(charts(page)).toHaveCount(3);
  await page.getByRole('tab', { name: 'Inventory Analytics' }).click();
  await expect(charts(page)).toHaveCount(2);
  await expect(page.getByText('AN-P007').first()).toBeVisible();

  expect(errors).toEqual([]);
});

test('a downtime opened on a work order shows on the equipment and lowers its availability', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const supervisor = await createPerson(request, 'supervisor', { warehouse: WAREHOUSES.downtimeAnalytics });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/analytics');
  const availability = page.getByRole('group', { name: 'Fleet Availability' });
  await expect(availability).toContainText('100%');

  // The filler stopped two days ago; the order is raised with "equipment down" and the
  // supervisor puts the stop's start where it was.
  const [filler] = await apiCall<Equipment[]>(request, token, 'GET', '/api/equipment?q=DA-001');
  const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: 'Filler valve block leaking, line stopped',
    type: 'corrective',
    priority: 'high',
    equipmentId: filler!.id,
    equipmentDown: true,
  });
  const [stop] = await apiCall<Downtime[]>(request, token, 'GET', `/api/downtime?workOrderId=${order.id}`);
  await apiCall(request, token, 'PATCH', `/api/downtime/${stop!.id}`, {
    startedAt: new Date(Date.now() - 48 * 3_600_000).toISOString(),
  });

  await page.goto(`/equipment?asset=${encodeURIComponent(filler!.assetTag)}`);
  await expect(page.getByRole('dialog', { name: filler!.name })).toContainText('Down since');
  await page.goto('/analytics');
  // 48 h down of the 90 days (2,160 h): 100 × (1 − 48 ÷ 2,160) = 97.8 %.
  await expect(availability).toContainText('97.8%');
  await page.getByRole('tab', { name: 'Equipment Health' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Equipment Health' })).toContainText('97.8%');
  expect(errors).toEqual([]);
});
