import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { Part } from '../src/shared/schemas/parts';
import type { ChecklistItem } from '../src/shared/schemas/work-order-activity';
import type { Vendor } from '../src/shared/schemas/vendors';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson, type Person } from './support/people';
import { signIn } from './support/session';
import { unique, uniqueFoNumber } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

/**
 * Text with no place to break a line, as people paste it: a link to a manual, a serial or a
 * token of thousands of characters. Each field gets as much as it stores (issue 22 §4).
 */
const token = (label: string, length: number) => `${label}${'x'.repeat(length - label.length)}`;
const url = (length: number) => token('https://docs.example.com/manuals/pump/', length);

interface Arranged {
  supervisor: Person;
  technician: Person;
  assetTag: string;
  /** New and unassigned: the supervisor's phone shows the Assign bar. */
  unassigned: WorkOrder;
  /** Assigned, started, a step ticked, a part used and labour logged: a full history. */
  running: WorkOrder;
  part: Part;
}

async function arrange(request: APIRequestContext): Promise<Arranged> {
  const warehouse = WAREHOUSES.longText;
  // Names show on nearly every screen: the sidebar, cards, history, notifications.
  const person = (role: 'supervisor' | 'technician', first: string) =>
    createPerson(request, role, {
      warehouse,
      firstName: token(first, 100),
      lastName: token(`Last${unique()}`, 100),
    });
  const supervisor = await person('supervisor', 'SupervisorFirst');
  const technician = await person('technician', 'TechnicianFirst');
  const token200 = (label: string) => token(label, 200);
  const sup = await apiToken(request, supervisor.email, supervisor.password);
  const tech = await apiToken(request, technician.email, technician.password);

  const vendor = await apiCall<Vendor>(request, sup, 'POST', '/api/vendors', {
    name: token200('VendorName'),
    address: token('VendorAddress', 500),
    contactPerson: token200('VendorContact'),
  });
  const assetTag = `LT-${unique()}`;
  const equipment = await apiCall<Equipment>(request, sup, 'POST', '/api/equipment', {
    name: token200('EquipmentName'),
    assetTag,
    model: token200('EquipmentModel'),
    description: token('EquipmentDescription', 2000),
    area: token200('EquipmentArea'),
    manufacturer: token200('Manufacturer'),
    serialNumber: token200('Serial'),
  });
  const part = await apiCall<Part>(request, sup, 'POST', '/api/parts', {
    name: token200('PartName'),
    partNumber: token(`PartNumber${unique()}`, 100),
    description: token('PartDescription', 2000),
    location: token200('PartLocation'),
    vendorId: vendor.id,
    stockLevel: 10,
  });
  await apiCall(request, sup, 'POST', '/api/pm-templates', {
    model: token200('PmModel'),
    component: token200('PmComponent'),
    action: token200('PmAction'),
    description: token('PmDescription', 2000),
    checklist: [token('PmStep', 500)],
    frequency: 'monthly',
  });
  const order = (fields: Record<string, unknown>) =>
    apiCall<WorkOrder>(request, sup, 'POST', '/api/work-orders', {
      foNumber: uniqueFoNumber(),
      description: token('OrderDescription', 5000),
      notes: `See ${url(150)} and ${token('NotesToken', 4800)}`,
      area: token200('OrderArea'),
      assetModel: token200('OrderModel'),
      equipmentId: equipment.id,
      vendorId: vendor.id,
      dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      ...fields,
    });
  const unassigned = await order({});
  const running = await order({ assignedTo: technician.id });
  const step = await apiCall<ChecklistItem>(
    request,
    sup,
    'POST',
    `/api/work-orders/${running.id}/checklist`,
    { description: token('StepDescription', 500) },
  );
  await apiCall(request, tech, 'PATCH', `/api/work-orders/${running.id}`, { status: 'in_progress' });
  await apiCall(request, tech, 'PATCH', `/api/work-orders/checklist/${step.id}`, {
    status: 'done',
    note: token('StepNote', 500),
  });
  await apiCall(request, tech, 'POST', `/api/work-orders/${running.id}/parts-usage`, {
    partId: part.id,
    quantity: 1,
    note: token('PartsNote', 500),
  });
  await apiCall(request, tech, 'POST', `/api/work-orders/${running.id}/labor`, {
    hours: 1.5,
    note: token('LabourNote', 500),
  });
  return { supervisor, technician, assetTag, unassigned, running, part };
}

/** The page is exactly as wide as the screen: nothing sticks out to the side. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect.soft(widths, `${screen}: document width against the viewport`).toEqual({
    document: widths.viewport,
    viewport: page.viewportSize()?.width,
  });
}

/** A dialog keeps its text inside its own width, and its width inside the screen. */
async function expectDialogFits(page: Page, dialog: Locator, screen: string): Promise<void> {
  await expect(dialog).toBeVisible();
  const sizes = await dialog.evaluate((element) => ({
    overflow: element.scrollWidth - element.clientWidth,
    right: Math.round(element.getBoundingClientRect().right),
  }));
  expect.soft(sizes.overflow, `${screen}: content wider than the dialog`).toBe(0);
  expect
    .soft(sizes.right, `${screen}: dialog beyond the screen`)
    .toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/**
 * A status button stays where the hand finds it: on a phone in the bar fixed to the bottom of the
 * screen; on a desktop under the description, however long that is, never off to the side.
 */
async function expectActionInReach(page: Page, name: string, isPhone: boolean): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  if (!isPhone) await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
}

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`long unbroken text at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('wraps on every screen a supervisor sees, and keeps the Assign bar in view', async ({
      page,
      request,
    }) => {
      const data = await arrange(request);
      await signIn(page, data.supervisor.email, data.supervisor.password);
      await expectNoSidewaysScroll(page, 'dashboard');

      await page.goto('/work-orders');
      await expect(page.getByRole('link').filter({ hasText: data.unassigned.foNumber })).toBeVisible();
      await expectNoSidewaysScroll(page, 'work-order list');

      await page.goto(`/work-orders/${data.unassigned.id}`);
      await expect(page.getByRole('heading', { level: 1, name: data.unassigned.foNumber })).toBeVisible();
      const isPhone = viewport.name === 'phone';
      await expectActionInReach(page, 'Assign', isPhone);
      if (isPhone) await page.getByRole('tab', { name: 'Details' }).click();
      await expect(page.getByText('NotesToken', { exact: false })).toBeVisible();
      await expectNoSidewaysScroll(page, 'work-order details');
      await expectActionInReach(page, 'Assign', isPhone);

      await page.goto(`/work-orders/${data.running.id}`);
      await expect(page.getByRole('heading', { level: 1, name: data.running.foNumber })).toBeVisible();
      for (const [tab, text] of [
        ['Checklist 1/1', 'StepNote'],
        ['Parts', 'PartsNote'],
        ['Labour', 'LabourNote'],
        ['History', 'StepDescription'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel').getByText(text, { exact: false }).first()).toBeVisible();
        await expectNoSidewaysScroll(page, `work-order ${tab} tab`);
      }

      await page.goto('/equipment');
      await expect(
        page.getByRole('list', { name: 'Equipment' }).getByText(data.assetTag).first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, 'equipment list');
      await page.goto(`/equipment?asset=${data.assetTag}`);
      const equipment = page.getByRole('dialog');
      await expect(equipment.getByText('EquipmentDescription', { exact: false })).toBeVisible();
      await expectDialogFits(page, equipment, 'equipment dialog');
      await equipment.getByRole('button', { name: 'View History' }).click();
      await expect(equipment.getByRole('list', { name: 'Equipment history' })).toBeVisible();
      await expectDialogFits(page, equipment, 'equipment history');

      await page.goto('/inventory');
      await expect(page.getByText(data.part.name).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'inventory');
      await page.goto(`/inventory?part=${data.part.id}`);
      const part = page.getByRole('dialog');
      await expect(part.getByText('PartDescription', { exact: false })).toBeVisible();
      await expectDialogFits(page, part, 'part dialog');

      await page.goto('/vendors');
      await expect(
        page.getByRole('list', { name: 'Vendors' }).getByText('VendorAddress', { exact: false }).first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, 'vendors');

      await page.goto('/preventive?tab=templates');
      await expect(page.getByText('PmDescription', { exact: false }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'PM templates');
    });

    test('wraps on the screens a technician works from, notifications included', async ({
      page,
      request,
    }) => {
      const data = await arrange(request);
      await signIn(page, data.technician.email, data.technician.password);
      await expect(page.getByText('OrderDescription', { exact: false }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'dashboard, my work');

      await page.goto('/notifications');
      await expect(
        page
          .getByRole('list', { name: 'Notifications' })
          .getByText('OrderDescription', { exact: false })
          .first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, 'notifications');
      await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
      const bell = page.getByRole('dialog', { name: 'Notifications' });
      await expect(bell.getByText('OrderDescription', { exact: false }).first()).toBeVisible();
      await expectDialogFits(page, bell, 'notification panel');
      await expectNoSidewaysScroll(page, 'notification panel');
      await page.keyboard.press('Escape');

      await page.goto(`/work-orders/${data.running.id}`);
      await expect(page.getByRole('heading', { level: 1, name: data.running.foNumber })).toBeVisible();
      await expectActionInReach(page, 'Complete', viewport.name === 'phone');
      await expectNoSidewaysScroll(page, 'work order, as its technician');
    });
  });
}
