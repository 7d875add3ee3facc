import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { toast } from './support/toasts';
import { unique, uniqueFoNumber } from './support/unique';

const WORK_ORDER_CSV_HEADER =
  'FO Number,Type,Priority,Status,Description,Equipment,Area,Asset Model,Assigned To,Requested By,Vendor,' +
  'Due Date,Created,Started,Completed,Verified,Closed,Estimated Hours,Labour Hours,Parts Cost,Escalation Level,Rating';

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a supervisor exports the work orders as CSV and prints an order’s sheet', async ({
    page,
    request,
  }) => {
    const supervisor = await createPerson(request, 'supervisor');
    const technician = await createPerson(request, 'technician');
    const token = await apiToken(request, supervisor.email, supervisor.password);
    const description = `Reports journey ${unique()}: replace the cooling pump seal`;
    const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
      foNumber: uniqueFoNumber(),
      description,
      type: 'corrective',
      priority: 'critical',
      area: 'Boiler Room',
      assignedTo: technician.id,
    });
    await apiCall(request, token, 'POST', `/api/work-orders/${order.id}/checklist`, {
      description: 'Isolate and lock out the pump',
    });

    await signIn(page, supervisor.email, supervisor.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

    // The work-order export, narrowed by the list's own filters.
    const exportRow = page.getByRole('region', { name: 'Work orders' });
    await exportRow.getByRole('combobox', { name: 'Priority' }).click();
    await page.getByRole('option', { name: 'High and critical' }).click();
    const downloading = page.waitForEvent('download');
    await exportRow.getByRole('button', { name: 'Download CSV (Work orders)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^work-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(
      toast(page, 'Work orders exported', `Saved as ${download.suggestedFilename()}`),
    ).toBeVisible();

    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(WORK_ORDER_CSV_HEADER);
    const row = lines.find((line) => line.startsWith(`${order.foNumber},`));
    expect(row, `a line for ${order.foNumber}`).toBeDefined();
    const fields = row!.split(',');
    expect(fields.slice(0, 11)).toEqual([
      order.foNumber,
      'corrective',
      'critical',
      order.status,
      description,
      '',
      'Boiler Room',
      '',
      technician.name,
      supervisor.name,
      '',
    ]);
    expect(fields[12]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(fields.slice(18, 20)).toEqual(['0', '0.00']);
    // Type and priority never hold a comma: the third field of every line is its priority.
    const priorities = new Set(
      lines
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[2]),
    );
    expect([...priorities].every((priority) => priority === 'high' || priority === 'critical')).toBe(true);

    // The printable sheet of the technician's open orders.
    const sheetsRow = page.getByRole('region', { name: 'Work-order sheets' });
    await sheetsRow.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option', { name: technician.name }).click();
    await expect(sheetsRow.getByText('1 of 1 order selected')).toBeVisible();
    await expect(sheetsRow.getByRole('checkbox', { name: order.foNumber })).toBeChecked();
    await sheetsRow.getByRole('button', { name: 'Open printable sheets' }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/print/work-orders\\?ids=${order.id}$`));

    const sheet = page
      .getByRole('region', { name: 'Print preview' })
      .getByRole('article', { name: `Work order ${order.foNumber}` });
    await expect(sheet).toContainText(description);
    await expect(sheet).toContainText('Critical');
    await expect(sheet).toContainText(technician.name);
    await expect(sheet).toContainText(supervisor.name);
    await expect(sheet.getByRole('list', { name: 'Checklist' })).toContainText(
      'Isolate and lock out the pump',
    );
    await expect(sheet).toContainText('Supervisor — name and signature');
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();

    // On paper: only the sheets, each ending its page; no app chrome (seen on a desktop, with its sidebar).
    await page.setViewportSize({ width: 1280, height: 800 });
    const header = page.getByRole('banner');
    const sidebar = page.getByRole('complementary');
    await expect(header).toBeVisible();
    await expect(sidebar).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('[data-print-copy] [data-print-sheet]');
    await expect(printed).toHaveCount(1);
    await expect(printed).toBeVisible();
    await expect(printed).toContainText(order.foNumber);
    expect(await printed.evaluate((element) => getComputedStyle(element).breakAfter)).toBe('page');
    await expect(page.locator('#root')).toHaveCSS('display', 'none');
    await expect(header).toBeHidden();
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  });
});
