import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import type { Part } from '../src/shared/schemas/parts';
import type { Vendor } from '../src/shared/schemas/vendors';
import { pdfPageTexts } from '../src/server/test/pdf-text';
import { apiCall, apiToken } from './support/api';
import { createPerson, type Person } from './support/people';
import { PART_LABEL_TEXT } from './support/qr-video';
import { signIn } from './support/session';
import { toast } from './support/toasts';
import { WAREHOUSES } from './support/warehouses';

const PHONE = { width: 375, height: 812 };

async function signedInPage(browser: Browser, person: Person, viewport?: typeof PHONE): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  await signIn(page, person.email, person.password);
  return page;
}

/**
 * The PDF the "Open PDF" tab is given, as the bytes the browser received. A desktop Chromium
 * shows it in its viewer; the headless shell has none and saves the tab's PDF as a download.
 * Playwright reports that download on the tab, or on the page that opened it when the tab was
 * not set up yet (a busy machine), so both are listened to from before the click.
 */
async function openedPdf(page: Page): Promise<Buffer> {
  const downloaded = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.once('popup', (tab) => tab.once('download', resolve));
  });
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Open PDF' }).click(),
  ]);
  const download = await downloaded;
  const bytes = await readFile(await download.path());
  await tab.close();
  return bytes;
}

test('a part at its reorder point is ordered, approved by a manager and received on a phone by its label @part-camera', async ({
  browser,
  request,
}) => {
  const plant = { warehouse: WAREHOUSES.purchasing };
  const [supervisor, manager, technician] = await Promise.all([
    createPerson(request, 'supervisor', plant),
    createPerson(request, 'manager', plant),
    createPerson(request, 'technician', plant),
  ]);
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const vendor = await apiCall<Vendor>(request, token, 'POST', '/api/vendors', {
    name: 'Valve Supply Co',
    email: 'orders@valves.example',
    address: '12 Harbour Road\nRotterdam',
  });
  const part = await apiCall<Part>(request, token, 'POST', '/api/parts', {
    name: 'Ball valve DN50',
    partNumber: PART_LABEL_TEXT,
    category: 'hydraulic',
    unitCost: '140.00',
    stockLevel: 1,
    reorderPoint: 4,
    reorderQuantity: 10,
    vendorId: vendor.id,
  });
  await apiCall(request, token, 'PUT', `/api/parts/${part.id}/vendors`, {
    vendors: [{ vendorId: vendor.id, vendorPartNumber: 'VSC-BV-50', unitPrice: '150.00', leadTimeDays: 7 }],
  });

  // The supervisor drafts the order from the reorder list and submits it: 1,500 is above their limit.
  const desk = await signedInPage(browser, supervisor);
  await desk.goto('/purchasing/reorder');
  await desk.getByRole('checkbox', { name: `Order ${PART_LABEL_TEXT}` }).click();
  await desk.getByRole('button', { name: 'Create purchase orders' }).click();
  await expect(desk).toHaveURL(/\/purchasing\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = new URL(desk.url()).pathname;
  const number = (await desk.getByRole('heading', { level: 1 }).textContent())!;
  expect(number).toMatch(/^PO-\d{4}-\d{4}$/);
  await expect(desk.getByRole('table', { name: 'Order lines' })).toContainText('VSC-BV-50');
  await desk.getByRole('button', { name: 'Submit' }).click();
  await expect(
    toast(desk, 'Order submitted', `${number} waits for someone whose approval limit`),
  ).toBeVisible();
  await expect(desk.getByText('Awaiting approval')).toBeVisible();
  await expect(
    desk.getByText(
      'This order is above your approval limit of 1,000.00: someone whose limit covers it must approve it',
    ),
  ).toBeVisible();

  // The manager approves it, marks it ordered, and the PDF shows the line.
  const office = await signedInPage(browser, manager);
  await office.goto(orderUrl);
  await office.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(office, 'Order approved')).toBeVisible();
  await office.getByRole('button', { name: 'Mark ordered' }).click();
  await expect(toast(office, 'Order marked ordered')).toBeVisible();
  const pages = await pdfPageTexts(await openedPdf(office));
  expect(pages).toHaveLength(1);
  expect(pages[0]).toContain(number);
  expect(pages[0]).toContain('Valve Supply Co');
  expect(pages[0]).toContain(PART_LABEL_TEXT);
  expect(pages[0]).toContain('VSC-BV-50');
  expect(pages[0]).toContain('1,500.00');

  // At the dock, the technician's phone scans the valve's label and receives the delivery.
  const phone = await signedInPage(browser, technician, PHONE);
  await phone.goto(orderUrl);
  await phone.getByRole('link', { name: 'Receive delivery' }).click();
  await phone.getByRole('button', { name: 'Scan part label' }).click();
  await expect(phone.getByRole('dialog', { name: 'Scan part label' })).toBeHidden();
  await expect(phone.getByLabel(`Receiving now of ${PART_LABEL_TEXT}`)).toHaveValue('10');
  await phone.getByRole('button', { name: 'Receive 10 items' }).click();
  await expect(toast(phone, `Received on ${number}`, '10 items added to stock.')).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`${orderUrl}$`));
  await expect(phone.getByText('Received', { exact: true }).first()).toBeVisible();

  const stocked = await apiCall<Part>(request, token, 'GET', `/api/parts/${part.id}`);
  expect(stocked.stockLevel).toBe(11);
  // (1 × 140.00 + 10 × 150.00) / 11, to the cent.
  expect(stocked.unitCost).toBe('149.09');
});
