import { expect, test, type Page } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique, uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

const HOUR_MS = 3_600_000;

/** The big figure of one stat card. */
const figure = (page: Page, title: string) => page.getByRole('group', { name: title }).locator('p').first();

test('the stat cards show the figures of the warehouse for each period', async ({ page, request }) => {
  // A warehouse of this journey's own: no other journey adds to what the cards count.
  const warehouse = WAREHOUSES.dashboardFigures;
  const supervisor = await createPerson(request, 'supervisor', { warehouse });
  const technician = await createPerson(request, 'technician', { warehouse });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const techToken = await apiToken(request, technician.email, technician.password);
  for (const [name, status] of [
    ['Running press', 'active'],
    ['Retired press', 'retired'],
  ] as const) {
    await apiCall<Equipment>(request, token, 'POST', '/api/equipment', {
      name,
      assetTag: `DSH-${unique()}`,
      model: 'Schuler MSP 400',
      description: `${name} of the dashboard journey`,
      status,
    });
  }
  const orders: WorkOrder[] = [];
  for (const description of [
    'Inspect the press guard',
    'Lubricate the press slide',
    'Replace the press clutch',
  ]) {
    orders.push(
      await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
        foNumber: uniqueFoNumber(),
        description,
      }),
    );
  }
  const done = orders[0]!;
  await apiCall(request, token, 'PATCH', `/api/work-orders/${done.id}`, { assignedTo: technician.id });
  await apiCall(request, techToken, 'PATCH', `/api/work-orders/${done.id}`, { status: 'in_progress' });
  await apiCall(request, techToken, 'PATCH', `/api/work-orders/${done.id}`, { status: 'completed' });

  await signIn(page, supervisor.email, supervisor.password);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Everything was created just now, so each period counts the same.
  for (const days of [7, 30, 90]) {
    await page.getByRole('combobox', { name: 'Date range' }).click();
    await page.getByRole('option', { name: `Last ${days} Days` }).click();
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveText(`Last ${days} Days`);
    await expect(figure(page, 'Total Work Orders')).toHaveText('3');
    await expect(figure(page, 'Pending Work Orders')).toHaveText('2');
    await expect(figure(page, 'Completed Work Orders')).toHaveText('1');
    await expect(figure(page, 'Active Equipment')).toHaveText('1 of 2');
    await expect(page.getByRole('group', { name: 'Total Work Orders' })).toContainText(
      'No work orders last week',
    );
  }
});

test('upcoming maintenance lists open preventive orders by due date with their dots', async ({
  page,
  request,
}) => {
  // A warehouse of this journey's own: the card shows only the first few orders by due date.
  const supervisor = await createPerson(request, 'supervisor', { warehouse: WAREHOUSES.upcomingMaintenance });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const tag = unique();
  const now = Date.now();
  const plan = [
    { name: `Grease bearings ${tag}`, dueInHours: -2, dot: 'Overdue' },
    { name: `Check belt tension ${tag}`, dueInHours: 3, dot: 'Due within 24 hours' },
    { name: `Inspect guards ${tag}`, dueInHours: 24 * 5, dot: 'On track' },
  ];
  // Created latest first, so the list's order can only come from the due dates.
  for (const item of [...plan].reverse()) {
    await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
      foNumber: uniqueFoNumber(),
      description: item.name,
      type: 'preventive',
      dueDate: new Date(now + item.dueInHours * HOUR_MS).toISOString(),
    });
  }

  await signIn(page, supervisor.email, supervisor.password);
  const rows = page.getByRole('region', { name: 'Upcoming Maintenance' }).getByRole('link');
  await expect(rows).toHaveCount(plan.length);
  for (const [index, item] of plan.entries()) {
    await expect(rows.nth(index)).toContainText(item.name);
    await expect(rows.nth(index).getByRole('img', { name: item.dot })).toBeVisible();
  }
});

test('recent work orders filter into the full list, and quick actions go where they say', async ({
  page,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor');
  await signIn(page, supervisor.email, supervisor.password);
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
