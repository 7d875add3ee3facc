import { readFile } from 'node:fs/promises';
import { addMonths, format } from 'date-fns';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique, uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

test('a supervisor creates a PM template, runs the scheduler and finds the generated work order', async ({
  page,
  request,
}) => {
  // A warehouse of this journey's own: a run generates orders for every template of the warehouse.
  const supervisor = await createPerson(request, 'supervisor', { warehouse: WAREHOUSES.pmScheduler });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const tag = unique();
  const model = `Grundfos CR 32-2 ${tag}`;
  const assetTag = `PMS-${tag}`;
  await apiCall<Equipment>(request, token, 'POST', '/api/equipment', {
    name: 'Scheduler test pump',
    assetTag,
    model,
    description: 'Equipment of the PM scheduler journey',
  });
  const component = `Impeller ${tag}`;
  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/preventive?tab=templates');
  await expect(page.getByRole('heading', { name: 'Preventive Maintenance', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Template' });
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(dialog.getByText('Model is required')).toBeVisible();

  await dialog.getByLabel('Equipment model').fill(model);
  await expect(dialog.getByText('Matches 1 active asset.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Component').fill(component);
  await dialog.getByLabel('Action').fill('Inspect for wear');
  // Monthly, first due today as a new template is: its first order is raised now (issue 22 §3).
  await expect(dialog.getByRole('combobox', { name: 'Frequency' })).toHaveText('Monthly');
  await expect(dialog.getByLabel('First due on')).toHaveValue(format(new Date(), 'yyyy-MM-dd'));
  await dialog.getByLabel('Estimated duration').fill('30');
  await dialog.getByRole('button', { name: 'Add step' }).click();
  await dialog.getByLabel('Step 1', { exact: true }).fill('Isolate the pump');
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(page.getByText('PM template created successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name: `${model}: ${component}, Inspect for wear` });
  await expect(card).toContainText('Monthly');
  await expect(card).toContainText('30 min');
  await expect(card).toContainText('1 checklist step');
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium' }).format(new Date()),
  );
  await expect(card).toContainText(`Next due ${today}`);
  await card.screenshot({
    path: 'test-results/screens/pm-template-card-next-due.png',
    animations: 'disabled',
  });

  await page.getByRole('tab', { name: 'Scheduler' }).click();
  await expect(page).toHaveURL(/tab=scheduler/);
  await page.getByRole('button', { name: 'Run Now' }).click();
  // The run's own toast gives way at once to the "PM scheduler created…" notification every
  // supervisor of the warehouse gets (one toast at a time), so the lasting result is checked.
  const result = page.getByRole('status', { name: 'Generated work orders' });
  await expect(result.getByRole('heading', { name: 'Generated 1 work order' })).toBeVisible();
  await expect(result.getByRole('link')).toContainText(
    `${assetTag} · ${component}: Inspect for wear (${model})`,
  );

  await page.goto('/work-orders');
  await page.getByRole('searchbox', { name: 'Search work orders' }).fill(component);
  const order = page
    .getByRole('link')
    .filter({ hasText: `PM: ${component} – Inspect for wear on ${assetTag}` });
  await expect(order).toBeVisible();
  await order.click();
  await expect(page.getByRole('heading', { level: 1, name: /^WO-/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Isolate the pump' })).toBeVisible();
});

/** A supervisor of the journey's own, with the Create Template dialog open. */
async function openCreateTemplate(page: Page, request: APIRequestContext) {
  const supervisor = await createPerson(request, 'supervisor');
  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/preventive?tab=templates');
  await page.getByRole('button', { name: 'Create Template' }).click();
  return page.getByRole('dialog', { name: 'Create Template' });
}

test('a planner starts a plan from the day it was last done, and is told when the days disagree', async ({
  page,
  request,
}) => {
  const dialog = await openCreateTemplate(page, request);
  await dialog.getByLabel('Equipment model').fill(`Plan start ${unique()}`);
  await dialog.getByLabel('Component').fill('Drive belt');
  await dialog.getByLabel('Action').fill('Inspect and tension');
  const firstDue = dialog.getByLabel('First due on');
  const lastDone = dialog.getByLabel('Last done on');
  const today = new Date();
  await expect(firstDue).toHaveValue(format(today, 'yyyy-MM-dd'));

  // Done twelve days ago on a monthly plan: first due one month after that day.
  const doneOn = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 12);
  await lastDone.fill(format(doneOn, 'yyyy-MM-dd'));
  await expect(firstDue).toHaveValue(format(addMonths(doneOn, 1), 'yyyy-MM-dd'));
  await expect(dialog.getByText('One frequency after Last done on.', { exact: false })).toBeVisible();

  // For a person to look at (architecture §6a), at desktop and phone width.
  const shot = (name: string) =>
    page.screenshot({ path: `test-results/screens/${name}.png`, animations: 'disabled' });
  // The two days in the middle of the dialog, clear of its sticky actions.
  const showDays = () => lastDone.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await showDays();
  await shot('pm-template-plan-start-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await showDays();
  await shot('pm-template-plan-start-phone');

  // A first due day on the day it was done contradicts it.
  await firstDue.fill(format(doneOn, 'yyyy-MM-dd'));
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(dialog.getByText('First due on must be after Last done on', { exact: true })).toBeVisible();
  await showDays();
  await shot('pm-template-plan-start-error-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await showDays();
  await shot('pm-template-plan-start-error-desktop');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('Add step takes the first click, whether the step above was typed in or left empty', async ({
  page,
  request,
}) => {
  const dialog = await openCreateTemplate(page, request);
  const addStep = dialog.getByRole('button', { name: 'Add step' });
  const emptyStep = dialog.getByText('A checklist step cannot be empty', { exact: true });

  await addStep.click();
  // Nothing is said about a step the person has not had the chance to fill in.
  await expect(dialog.getByLabel('Step 1', { exact: true })).toBeFocused();
  await expect(emptyStep).toHaveCount(0);
  await dialog.getByLabel('Step 1', { exact: true }).pressSequentially('Isolate the pump');
  // One click, as a person gives it: the step typed above is left, and a new one is added.
  await addStep.click();
  await expect(dialog.getByLabel('Step 2', { exact: true })).toBeFocused();
  await expect(emptyStep).toHaveCount(0);

  // Step 2 left empty: its message appears once it is left, and the click still adds step 3.
  await addStep.click();
  await expect(dialog.getByLabel('Step 3', { exact: true })).toBeFocused();
  await expect(emptyStep).toHaveCount(1);
  await expect(dialog.getByLabel('Step 2', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('the compliance report downloads as a CSV with the spec columns and each asset', async ({
  page,
  request,
}) => {
  const tag = `PME-${unique()}`;
  const model = `E2E Compliance ${tag}`;
  const supervisor = await createPerson(request, 'supervisor');
  const technician = await createPerson(request, 'technician');
  const supervisorToken = await apiToken(request, supervisor.email, supervisor.password);
  const asset = await apiCall<Equipment>(request, supervisorToken, 'POST', '/api/equipment', {
    name: 'Compliance test pump',
    assetTag: tag,
    model,
    description: 'Equipment of the compliance export journey',
  });
  // A preventive order that fell due three days ago, completed today: in the period, late.
  const pm = await apiCall<WorkOrder>(request, supervisorToken, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: `Quarterly inspection of ${tag}`,
    type: 'preventive',
    equipmentId: asset.id,
    dueDate: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });
  await apiCall(request, supervisorToken, 'PATCH', `/api/work-orders/${pm.id}`, {
    assignedTo: technician.id,
  });
  const tech = await apiToken(request, technician.email, technician.password);
  await apiCall(request, tech, 'PATCH', `/api/work-orders/${pm.id}`, { status: 'in_progress' });
  const done = await apiCall<WorkOrder>(request, tech, 'PATCH', `/api/work-orders/${pm.id}`, {
    status: 'completed',
  });

  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/preventive?days=7');
  await expect(page.getByRole('group', { name: 'Overall Compliance' })).toContainText('Target: 95%');
  // The list is paged and searched on the server: the asset is found among the whole warehouse's.
  const list = page.getByRole('region', { name: 'Equipment Compliance' });
  await list.getByRole('searchbox', { name: 'Search equipment' }).fill(tag);
  await expect(list).toContainText('1 matching asset');
  const row = list.getByRole('row').filter({ has: page.getByRole('link', { name: tag }) });
  await expect(row).toContainText('0%');
  await expect(row).toContainText('TBD');
  // For a person to look at (architecture §6a), at desktop and phone width.
  const shot = (name: string) =>
    page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, animations: 'disabled' });
  await shot('preventive-compliance-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(list.getByRole('link', { name: tag })).toBeVisible();
  await shot('preventive-compliance-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`pm-compliance-report-${format(new Date(), 'yyyy-MM-dd')}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.split('\r\n');
  expect(header).toBe('Asset Tag,Model,Compliance Rate,Last PM Date,Next PM Date,Overdue Count');
  const completedOn = format(new Date(done.completedAt ?? Date.now()), 'yyyy-MM-dd');
  expect(rows).toContain(`${tag},${model},0%,${completedOn},TBD,0`);
});
