import { expect, test } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { Part } from '../src/shared/schemas/parts';
import type { Vendor } from '../src/shared/schemas/vendors';
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
  equipmentName: payload('Equipment name'),
  equipmentDescription: payload('Equipment description'),
  model: payload('Equipment model'),
  area: payload('Equipment area'),
  manufacturer: payload('Manufacturer first'),
  changedManufacturer: payload('Manufacturer changed'),
  serialNumber: payload('Serial number'),
  specKey: payload('Spec key', 80),
  specValue: payload('Spec value'),
  orderDescription: payload('Equipment order'),
  partName: payload('Part name'),
  partNumber: payload('Part number', 100),
  partDescription: payload('Part description'),
  location: payload('Part location'),
  stockReason: payload('Stock reason'),
  vendorName: payload('Vendor name'),
  address: payload('Vendor address'),
  contact: payload('Vendor contact'),
  // The e-mail format allows quotes and little else; the phone is free text of 50.
  email: "x'onmouseover'+alert-1@xss.example",
  phone: '+1 <img src=x onerror=alert(1)>',
};

test('stored markup in equipment, parts and vendors shows as text on their screens', async ({
  page,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor', {
    warehouse: WAREHOUSES.xssAssets,
    firstName: payload('Supervisor first', 100),
    lastName: payload('Supervisor last', 100),
  });
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const vendor = await apiCall<Vendor>(request, token, 'POST', '/api/vendors', {
    name: TEXT.vendorName,
    email: TEXT.email,
    phone: TEXT.phone,
    address: TEXT.address,
    contactPerson: TEXT.contact,
  });
  const assetTag = `XSS-${unique()}`;
  const equipment = await apiCall<Equipment>(request, token, 'POST', '/api/equipment', {
    name: TEXT.equipmentName,
    assetTag,
    model: TEXT.model,
    description: TEXT.equipmentDescription,
    area: TEXT.area,
    manufacturer: TEXT.manufacturer,
    serialNumber: TEXT.serialNumber,
    specifications: { [TEXT.specKey]: TEXT.specValue },
  });
  // A change, so the history shows the stored values in its "from → to" line.
  await apiCall(request, token, 'PATCH', `/api/equipment/${equipment.id}`, {
    manufacturer: TEXT.changedManufacturer,
  });
  await apiCall(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: TEXT.orderDescription,
    equipmentId: equipment.id,
  });
  const part = await apiCall<Part>(request, token, 'POST', '/api/parts', {
    name: TEXT.partName,
    partNumber: TEXT.partNumber,
    description: TEXT.partDescription,
    location: TEXT.location,
    vendorId: vendor.id,
  });
  await apiCall(request, token, 'POST', `/api/parts/${part.id}/adjustments`, {
    kind: 'receive',
    quantity: 3,
    reason: TEXT.stockReason,
  });

  const xss = watchForInjection(page);
  await signIn(page, supervisor.email, supervisor.password);

  await test.step('equipment list', async () => {
    await page.goto('/equipment');
    const card = page
      .getByRole('list', { name: 'Equipment' })
      .getByRole('listitem')
      .filter({ hasText: assetTag });
    await xss.expectShown(
      card,
      TEXT.equipmentName,
      TEXT.equipmentDescription,
      TEXT.model,
      TEXT.area,
      TEXT.changedManufacturer,
    );
    await xss.expectShown(page.getByRole('complementary'), supervisor.name);
  });

  await test.step('equipment detail dialog and history', async () => {
    await page.goto(`/equipment?asset=${assetTag}`);
    const dialog = page.getByRole('dialog', { name: TEXT.equipmentName });
    await xss.expectShown(
      dialog,
      TEXT.equipmentDescription,
      TEXT.model,
      TEXT.changedManufacturer,
      TEXT.area,
      TEXT.serialNumber,
      TEXT.specKey,
      TEXT.specValue,
      TEXT.orderDescription,
    );
    await dialog.getByRole('button', { name: 'View History' }).click();
    const history = dialog.getByRole('list', { name: 'Equipment history' });
    await xss.expectShown(
      history,
      TEXT.orderDescription,
      supervisor.name,
      TEXT.manufacturer,
      TEXT.changedManufacturer,
    );
  });

  await test.step('inventory and part detail', async () => {
    await page.goto('/inventory');
    const row = page
      .getByRole('table', { name: 'Parts' })
      .getByRole('row')
      .filter({ hasText: TEXT.partNumber });
    await xss.expectShown(row, TEXT.partNumber, TEXT.partName, TEXT.partDescription, TEXT.location);
    await page.goto(`/inventory?part=${part.id}`);
    const dialog = page.getByRole('dialog', { name: TEXT.partName });
    await xss.expectShown(dialog, TEXT.partNumber, TEXT.vendorName, TEXT.location, TEXT.partDescription);
    await xss.expectShown(
      dialog.getByRole('table', { name: 'Stock movements' }),
      TEXT.stockReason,
      supervisor.name,
    );
  });

  await test.step('vendors', async () => {
    await page.goto('/vendors');
    const card = page.getByRole('list', { name: 'Vendors' }).getByRole('listitem');
    await xss.expectShown(card, TEXT.vendorName, TEXT.contact, TEXT.email, TEXT.phone, TEXT.address);
    await expect(card.getByRole('link', { name: TEXT.email })).toHaveAttribute(
      'href',
      `mailto:${TEXT.email}`,
    );
    await expect(card.getByRole('link', { name: TEXT.phone })).toHaveAttribute('href', 'tel:+11');
    await xss.expectNone();
  });

  await test.step('search results', async () => {
    const search = page.getByRole('combobox', { name: 'Search' });
    const results = page.getByRole('listbox', { name: 'Search results' });
    await search.fill('Equipment model');
    await xss.expectShown(results, assetTag, TEXT.equipmentName, TEXT.model);
    await search.fill('Part number');
    await xss.expectShown(results, TEXT.partNumber, TEXT.partName);
  });
});
