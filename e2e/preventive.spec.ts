import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { format } from 'date-fns';
import { expect, test } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { PmTemplate } from '../src/shared/schemas/pm';
import type { PublicProfile } from '../src/shared/schemas/profiles';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { signIn } from './support/session';

const unique = () => randomBytes(3).toString('hex').toUpperCase();

test('a supervisor creates a PM template, runs the scheduler and finds the generated work order', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const component = `Impeller ${unique()}`;
  await signIn(page, ACCOUNTS.supervisor.email);
  await page.goto('/preventive?tab=templates');
  await expect(page.getByRole('heading', { name: 'Preventive Maintenance', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Template' });
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(dialog.getByText('Model is required')).toBeVisible();

  await dialog.getByLabel('Equipment model').fill('Grundfos CR 32-2');
  await expect(dialog.getByText(/^Matches \d+ active assets?\.$/)).toBeVisible();
  await dialog.getByLabel('Component').fill(component);
  await dialog.getByLabel('Action').fill('Inspect for wear');
  // Daily: the first due date (the template's creation + 1 day) falls inside the 7-day look-ahead.
  await dialog.getByLabel('Frequency').click();
  await page.getByRole('option', { name: 'Daily' }).click();
  await dialog.getByLabel('Estimated duration').fill('30');
  await dialog.getByRole('button', { name: 'Add step' }).click();
  await dialog.getByLabel('Step 1', { exact: true }).fill('Isolate the pump');
  await dialog.getByRole('button', { name: 'Create Template' }).click();
  await expect(page.getByText('PM template created successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name: `Grundfos CR 32-2: ${component}, Inspect for wear` });
  await expect(card).toContainText('Daily');
  await expect(card).toContainText('30 min');
  await expect(card).toContainText('1 checklist step');

  await page.getByRole('tab', { name: 'Scheduler' }).click();
  await expect(page).toHaveURL(/tab=scheduler/);
  await page.getByRole('button', { name: 'Run Now' }).click();
  await expect(page.getByText('PM scheduler run completed', { exact: true })).toBeVisible();

  // Another journey's run may have generated it first: look for the order itself, not this run's count.
  await page.goto('/work-orders');
  await page.getByRole('searchbox', { name: 'Search work orders' }).fill(component);
  const order = page
    .getByRole('link')
    .filter({ hasText: `PM: ${component} – Inspect for wear on PMP-E2E-01` });
  await expect(order).toBeVisible();
  await order.click();
  await expect(page.getByRole('heading', { level: 1, name: /^WO-/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Isolate the pump' })).toBeVisible();

  // Leave no template behind to generate orders in other journeys.
  const managerToken = await apiToken(request, ACCOUNTS.manager.email);
  const templates = await apiCall<PmTemplate[]>(request, managerToken, 'GET', '/api/pm-templates');
  const created = templates.find((template) => template.component === component);
  if (created) await apiCall(request, managerToken, 'DELETE', `/api/pm-templates/${created.id}`);
});

test('the compliance report downloads as a CSV with the spec columns and each asset', async ({
  page,
  request,
}) => {
  const tag = `PME-${unique()}`;
  const model = `E2E Compliance ${tag}`;
  const supervisor = await apiToken(request, ACCOUNTS.supervisor.email);
  const asset = await apiCall<Equipment>(request, supervisor, 'POST', '/api/equipment', {
    name: 'Compliance test pump',
    assetTag: tag,
    model,
    description: 'Equipment of the compliance export journey',
  });
  const technicians = await apiCall<PublicProfile[]>(
    request,
    supervisor,
    'GET',
    '/api/profiles?role=technician',
  );
  const technician = technicians.find((person) => person.email === ACCOUNTS.technician.email);
  if (!technician) throw new Error('the e2e technician is missing');
  // A preventive order that fell due three days ago, completed today: in the period, late.
  const pm = await apiCall<WorkOrder>(request, supervisor, 'POST', '/api/work-orders', {
    foNumber: `PM-${unique()}`,
    description: `Quarterly inspection of ${tag}`,
    type: 'preventive',
    equipmentId: asset.id,
    dueDate: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });
  await apiCall(request, supervisor, 'PATCH', `/api/work-orders/${pm.id}`, { assignedTo: technician.id });
  const tech = await apiToken(request, ACCOUNTS.technician.email);
  await apiCall(request, tech, 'PATCH', `/api/work-orders/${pm.id}`, { status: 'in_progress' });
  const done = await apiCall<WorkOrder>(request, tech, 'PATCH', `/api/work-orders/${pm.id}`, {
    status: 'completed',
  });

  await signIn(page, ACCOUNTS.supervisor.email);
  await page.goto('/preventive?days=7');
  await expect(page.getByRole('group', { name: 'Overall Compliance' })).toContainText('Target: 95%');
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
