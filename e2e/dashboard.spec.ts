import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { DashboardStats } from '../src/shared/schemas/dashboard';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { signIn } from './support/session';

const HOUR_MS = 3_600_000;

/** The big figure of one stat card. */
const figure = (page: Page, title: string) => page.getByRole('group', { name: title }).locator('p').first();

test('the stat cards show the API figures for each period', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, ACCOUNTS.supervisor.email);
  await signIn(page, ACCOUNTS.supervisor.email);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  for (const days of [7, 30, 90]) {
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: `Last ${days} Days` }).click();
    // Other journeys create orders meanwhile: compare once screen and API agree on a fresh read.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText(`Last ${days} Days`);
      await expect(figure(page, 'Total Work Orders')).toBeVisible();
      const stats = await apiCall<DashboardStats>(request, token, 'GET', `/api/dashboard/stats?days=${days}`);
      await expect(figure(page, 'Total Work Orders')).toHaveText(String(stats.totalWorkOrders), {
        timeout: 500,
      });
      await expect(figure(page, 'Pending Work Orders')).toHaveText(String(stats.pendingWorkOrders), {
        timeout: 500,
      });
      await expect(figure(page, 'Completed Work Orders')).toHaveText(String(stats.completedWorkOrders), {
        timeout: 500,
      });
      await expect(figure(page, 'Active Equipment')).toHaveText(
        `${stats.activeEquipment} of ${stats.totalEquipment}`,
        {
          timeout: 500,
        },
      );
      const change = stats.weekOverWeek.changePercent;
      const expected =
        change === null
          ? 'No work orders last week'
          : Math.round(change) === 0
            ? 'No change from last week'
            : `${Math.round(change) > 0 ? '+' : '\u2212'}${Math.abs(Math.round(change))}% from last week`;
      await expect(page.getByRole('group', { name: 'Total Work Orders' })).toContainText(expected, {
        timeout: 500,
      });
    }).toPass({ timeout: 15_000 });
  }
});

test('upcoming maintenance lists open preventive orders by due date with their dots', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ACCOUNTS.supervisor.email);
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const now = Date.now();
  const plan = [
    { name: `Grease bearings ${tag}`, dueInHours: -2, dot: 'Overdue' },
    { name: `Check belt tension ${tag}`, dueInHours: 3, dot: 'Due within 24 hours' },
    { name: `Inspect guards ${tag}`, dueInHours: 24 * 5, dot: 'On track' },
  ];
  for (const item of plan) {
    await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
      foNumber: `PM-E2E-${tag}-${item.dueInHours}`,
      description: item.name,
      type: 'preventive',
      dueDate: new Date(now + item.dueInHours * HOUR_MS).toISOString(),
    });
  }

  await signIn(page, ACCOUNTS.supervisor.email);
  const card = page.getByRole('region', { name: 'Upcoming Maintenance' });
  for (const item of plan) {
    const row = card.getByRole('link').filter({ hasText: item.name });
    await expect(row.getByRole('img', { name: item.dot })).toBeVisible();
  }
  const names = await card.getByRole('link').allTextContents();
  const positions = plan.map((item) => names.findIndex((text) => text.includes(item.name)));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
});

test('recent work orders filter into the full list, and quick actions go where they say', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.supervisor.email);
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await page.getByRole('combobox', { name: 'Filter by priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/work-orders\?status=in_progress&priority=high$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('In Progress');
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveText('High');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Create Work Order/ }).click();
  await expect(page.getByRole('dialog', { name: 'New Work Order' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Scan QR Code/ }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan QR Code' });
  await scanner.getByRole('tab', { name: 'Manual' }).click();
  await scanner.getByLabel('Asset tag').fill('pmp-e2e-01');
  await scanner.getByRole('button', { name: 'Find equipment' }).click();
  await expect(page.getByText('Equipment Found', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/equipment\?asset=PMP-E2E-01$/);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Check Inventory/ }).click();
  await expect(page).toHaveURL(/\/inventory$/);
});
