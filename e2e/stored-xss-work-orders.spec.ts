import { expect, test } from '@playwright/test';
import type { Part } from '../src/shared/schemas/parts';
import type { Vendor } from '../src/shared/schemas/vendors';
import type { ChecklistItem } from '../src/shared/schemas/work-order-activity';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken, apiUpload } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { WAREHOUSES } from './support/warehouses';
import { payload, watchForInjection } from './support/xss';
import { uniqueFoNumber } from './support/unique';

// The server's CSP would stop an injected handler from running; without it the test proves
// the screens themselves turn no stored text into markup (an injected handler would run here).
test.use({ bypassCSP: true });

/** The FO number allows 40 characters: markup, an alert and a label fit. */
// The FO number's format (WO-{year}-{digits}) leaves no room for markup: it is not a payload field.
const FO_NUMBER = uniqueFoNumber();
/** File names may not hold < > " : / \ | ? *: what is left is quotes, entities and handlers. */
const FILE_NAME = "Report 'onmouseover='alert(1)' &lt;img src=x onerror=alert(1)&gt; & co.pdf";

const TEXT = {
  description: payload('WO description'),
  notes: payload('WO notes'),
  area: payload('WO area'),
  assetModel: payload('WO asset model'),
  step: payload('Checklist step'),
  stepNote: payload('Checklist note'),
  partsNote: payload('Parts note'),
  labourNote: payload('Labour note'),
  vendor: payload('Vendor name'),
  partName: payload('Part name'),
  partNumber: payload('Part number', 100),
};

test('stored markup in a work order and its records shows as text on every screen of the order', async ({
  page,
  request,
}) => {
  const warehouse = WAREHOUSES.xssWorkOrders;
  const supervisor = await createPerson(request, 'supervisor', {
    warehouse,
    firstName: payload('Supervisor first', 100),
    lastName: payload('Supervisor last', 100),
  });
  const technician = await createPerson(request, 'technician', {
    warehouse,
    firstName: payload('Technician first', 100),
    lastName: payload('Technician last', 100),
  });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const techToken = await apiToken(request, technician.email, technician.password);

  const vendor = await apiCall<Vendor>(request, token, 'POST', '/api/vendors', {
    name: TEXT.vendor,
  });
  const part = await apiCall<Part>(request, token, 'POST', '/api/parts', {
    name: TEXT.partName,
    partNumber: TEXT.partNumber,
    stockLevel: 10,
  });
  const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: FO_NUMBER,
    description: TEXT.description,
    notes: TEXT.notes,
    area: TEXT.area,
    assetModel: TEXT.assetModel,
    type: 'preventive',
    dueDate: new Date(Date.now() + 86_400_000).toISOString(),
    vendorId: vendor.id,
    assignedTo: technician.id,
  });
  const step = await apiCall<ChecklistItem>(
    request,
    token,
    'POST',
    `/api/work-orders/${order.id}/checklist`,
    {
      description: TEXT.step,
    },
  );
  await apiCall(request, techToken, 'PATCH', `/api/work-orders/${order.id}`, { status: 'in_progress' });
  await apiCall(request, techToken, 'PATCH', `/api/work-orders/checklist/${step.id}`, {
    status: 'done',
    note: TEXT.stepNote,
  });
  await apiCall(request, techToken, 'POST', `/api/work-orders/${order.id}/parts-usage`, {
    partId: part.id,
    quantity: 1,
    note: TEXT.partsNote,
  });
  await apiCall(request, techToken, 'POST', `/api/work-orders/${order.id}/labor`, {
    hours: 1.5,
    note: TEXT.labourNote,
  });
  await apiUpload(
    request,
    techToken,
    { name: FILE_NAME, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    { workOrderId: order.id },
  );

  const xss = watchForInjection(page);
  await signIn(page, supervisor.email, supervisor.password);
  const main = page.getByRole('main');

  await test.step('dashboard', async () => {
    await xss.expectShown(page.getByRole('complementary'), supervisor.name);
    const recent = page.getByRole('region', { name: 'Recent Work Orders' });
    await xss.expectShown(recent, TEXT.description, FO_NUMBER, technician.name);
    const upcoming = page.getByRole('region', { name: 'Upcoming Maintenance' });
    await xss.expectShown(upcoming, TEXT.description, TEXT.assetModel);
  });

  await test.step('work orders list', async () => {
    await page.goto('/work-orders');
    const card = main.getByRole('link').filter({ hasText: FO_NUMBER });
    await xss.expectShown(card, FO_NUMBER, TEXT.description, TEXT.assetModel, TEXT.area, technician.name);
  });

  await test.step('work order detail', async () => {
    await page.goto(`/work-orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: FO_NUMBER })).toBeVisible();
    await xss.expectShown(
      main,
      TEXT.description,
      TEXT.notes,
      TEXT.area,
      TEXT.assetModel,
      technician.name,
      supervisor.name,
      TEXT.vendor,
    );
    await expect(main.getByRole('link', { name: TEXT.vendor })).toHaveAttribute(
      'href',
      `/vendors?q=${encodeURIComponent(TEXT.vendor)}`,
    );
    await xss.expectShown(main, TEXT.step, TEXT.stepNote);

    await main.getByRole('tab', { name: 'Parts' }).click();
    const parts = main.getByRole('tabpanel', { name: 'Parts' });
    await xss.expectShown(parts, TEXT.partName, TEXT.partNumber, TEXT.partsNote, technician.name);
    await main.getByRole('tab', { name: 'Labour' }).click();
    await xss.expectShown(main.getByRole('tabpanel', { name: 'Labour' }), technician.name, TEXT.labourNote);
    await main.getByRole('tab', { name: 'Files' }).click();
    await xss.expectShown(main.getByRole('tabpanel', { name: 'Files' }), FILE_NAME, technician.name);
    await main.getByRole('tab', { name: 'History' }).click();
    const history = main.getByRole('tabpanel', { name: 'History' });
    await xss.expectShown(
      history,
      TEXT.step,
      TEXT.labourNote,
      FILE_NAME,
      TEXT.partName,
      technician.name,
      supervisor.name,
    );
  });

  await test.step('search results', async () => {
    await page.getByRole('combobox', { name: 'Search' }).fill('WO description');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await xss.expectShown(results, FO_NUMBER, TEXT.description);
  });
});
