import { format } from 'date-fns';
import { expect, test } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { SchedulerRun } from '../src/shared/schemas/pm';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique, uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';
import { payload, watchForInjection } from './support/xss';

// The server's CSP would stop an injected handler from running; without it the test proves
// the screens themselves turn no stored text into markup (an injected handler would run here).
test.use({ bypassCSP: true });

const TEXT = {
  model: payload('PM model'),
  component: payload('PM component'),
  action: payload('PM action'),
  description: payload('PM description'),
  stepOne: payload('PM step one'),
  stepTwo: payload('PM step two'),
  orderDescription: payload('PM order'),
};

test('stored markup in PM templates and their orders shows as text on the preventive tabs', async ({
  page,
  request,
}) => {
  // A warehouse of this journey's own: the scheduler runs every template of the warehouse.
  const supervisor = await createPerson(request, 'supervisor', {
    warehouse: WAREHOUSES.xssPreventive,
    firstName: payload('Supervisor first', 100),
    lastName: payload('Supervisor last', 100),
  });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const assetTag = `XPM-${unique()}`;
  const equipment = await apiCall<Equipment>(request, token, 'POST', '/api/equipment', {
    name: 'PM test pump',
    assetTag,
    model: TEXT.model,
    description: 'Equipment of the PM markup journey',
  });
  // Due an hour ago and still open: in the compliance period, overdue.
  const overdue = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: TEXT.orderDescription,
    type: 'preventive',
    equipmentId: equipment.id,
    dueDate: new Date(Date.now() - 3_600_000).toISOString(),
  });
  await apiCall(request, token, 'POST', '/api/pm-templates', {
    model: TEXT.model,
    component: TEXT.component,
    action: TEXT.action,
    description: TEXT.description,
    checklist: [TEXT.stepOne, TEXT.stepTwo],
    frequency: 'daily',
  });
  const run = await apiCall<SchedulerRun>(request, token, 'POST', '/api/pm-scheduler/run');
  const generated = run.workOrders[0];
  if (!generated) throw new Error('the scheduler generated no work order');

  const xss = watchForInjection(page);
  await signIn(page, supervisor.email, supervisor.password);

  await test.step('templates tab', async () => {
    await page.goto('/preventive?tab=templates');
    const card = page.getByRole('list', { name: 'PM templates' }).getByRole('listitem');
    await xss.expectShown(card, TEXT.model, TEXT.component, TEXT.action, TEXT.description);
    await xss.expectShown(page.getByRole('complementary'), supervisor.name);
  });

  await test.step('calendar tab', async () => {
    // A chip shows the asset tag; the order's title is its name (and tooltip).
    const dueMonth = format(new Date(overdue.dueDate ?? Date.now()), 'yyyy-MM');
    await page.goto(`/preventive?tab=calendar&month=${dueMonth}`);
    await expect(page.getByRole('link', { name: TEXT.orderDescription })).toBeVisible();
    await xss.expectNone();
    await page.goto(`/preventive?tab=calendar&month=${format(new Date(generated.dueDate), 'yyyy-MM')}`);
    await expect(page.getByRole('link', { name: `${TEXT.component} – ${TEXT.action}` })).toBeVisible();
    await xss.expectNone();
  });

  await test.step('compliance tab', async () => {
    await page.goto('/preventive?tab=compliance&days=30');
    await xss.expectShown(page.getByRole('region', { name: 'Equipment Compliance' }), assetTag, TEXT.model);
  });

  await test.step('scheduler tab', async () => {
    await page.goto('/preventive?tab=scheduler');
    await xss.expectShown(
      page.getByRole('region', { name: 'Coming up' }),
      assetTag,
      TEXT.component,
      TEXT.action,
    );
  });

  await test.step('the generated order and its checklist', async () => {
    await page.goto(`/work-orders/${generated.id}`);
    const main = page.getByRole('main');
    await xss.expectShown(main, TEXT.component, TEXT.action, TEXT.stepOne, TEXT.stepTwo);
  });
});
