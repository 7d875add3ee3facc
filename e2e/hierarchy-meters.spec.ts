import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { Location } from '../src/shared/schemas/locations';
import type { Meter, Reading } from '../src/shared/schemas/meters';
import type { CalendarEntry } from '../src/shared/schemas/pm';
import { apiCall, apiToken } from './support/api';
import { signInForOffline } from './support/offline';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique } from './support/unique';
import { WAREHOUSES, type WarehouseName } from './support/warehouses';

// Issue 24 acceptance: move a machine under a line, a reading taken offline lands once, the PM
// calendar shows a usage forecast.
const DAY = 86_400_000;

async function supervisorToken(request: APIRequestContext, warehouse: WarehouseName = WAREHOUSES.main) {
  const supervisor = await createPerson(request, 'supervisor', { warehouse });
  return { supervisor, token: await apiToken(request, supervisor.email, supervisor.password) };
}

async function asset(
  request: APIRequestContext,
  token: string,
  fields: Partial<Equipment> & { name: string },
) {
  return apiCall<Equipment>(request, token, 'POST', '/api/equipment', {
    assetTag: `HM-${unique()}`.slice(0, 20),
    model: 'Hytrol E24',
    description: 'Journey asset of the hierarchy test',
    ...fields,
  });
}

test('a supervisor moves a machine under a line with Move to…', async ({ page, request }) => {
  const { supervisor, token } = await supervisorToken(request);
  const code = unique().slice(-6).toUpperCase();
  const site = await apiCall<Location>(request, token, 'POST', '/api/locations', {
    name: `Site ${code}`,
    code: `S-${code}`,
    kind: 'site',
  });
  const line = await apiCall<Location>(request, token, 'POST', '/api/locations', {
    name: `Line ${code}`,
    code: `L-${code}`,
    kind: 'line',
    parentId: site.id,
  });
  const conveyor = await asset(request, token, { name: `Line conveyor ${code}`, locationId: line.id });
  const motor = await asset(request, token, { name: `Drive motor ${code}` });

  await signIn(page, supervisor.email, supervisor.password);
  await page.goto(`/equipment?asset=${motor.assetTag}`);
  const detail = page.getByRole('dialog', { name: motor.name });
  await detail.getByRole('button', { name: 'Move to…' }).click();
  const move = page.getByRole('dialog', { name: `Move ${motor.assetTag}` });
  await move.getByLabel('Part of').click();
  await page.getByPlaceholder('Search asset tag, name or model').fill(conveyor.assetTag);
  await page.getByRole('option', { name: new RegExp(conveyor.assetTag) }).click();
  await move.getByLabel('Location').click();
  await page.getByRole('option', { name: `Line ${code} (L-${code})` }).click();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(`${motor.assetTag} moved`, { exact: true })).toBeVisible();

  const breadcrumb = detail.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText(`Site ${code}`);
  await expect(breadcrumb).toContainText(`Line ${code}`);
  await expect(breadcrumb).toContainText(conveyor.assetTag);
  const moved = await apiCall<Equipment>(request, token, 'GET', `/api/equipment/${motor.id}`);
  expect({ parentId: moved.parentId, locationId: moved.locationId }).toEqual({
    parentId: conveyor.id,
    locationId: line.id,
  });

  // The line's subtree now holds both: the equipment list filtered by the site finds the motor.
  const underSite = await apiCall<Equipment[]>(
    request,
    token,
    'GET',
    `/api/equipment?locationId=${site.id}&includeDescendants=true`,
  );
  expect(underSite.map((e) => e.assetTag).sort()).toEqual([conveyor.assetTag, motor.assetTag].sort());
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a reading recorded offline lands once when the connection is back', async ({
    page,
    context,
    request,
  }) => {
    const { token } = await supervisorToken(request, WAREHOUSES.offlineQueue);
    const pump = await asset(request, token, { name: `Metered pump ${unique()}`.slice(0, 60) });
    const meter = await apiCall<Meter>(request, token, 'POST', `/api/equipment/${pump.id}/meters`, {
      name: 'Running hours',
      unit: 'h',
      kind: 'counter',
    });
    await apiCall<Reading>(request, token, 'POST', `/api/meters/${meter.id}/readings`, {
      value: 1200,
      readAt: new Date(Date.now() - DAY).toISOString(),
    });
    const technician = await createPerson(request, 'technician', { warehouse: WAREHOUSES.offlineQueue });
    await signInForOffline(page, technician);
    await page.goto(`/equipment?asset=${pump.assetTag}`);
    const detail = page.getByRole('dialog', { name: pump.name });
    await detail.getByRole('tab', { name: 'Meters' }).click();
    const form = detail.getByRole('form', { name: 'Record reading of Running hours' });
    await expect(form).toBeVisible();

    // The open dialog hides the header from the accessibility tree: the toast says where the reading went.
    await context.setOffline(true);
    await form.getByLabel('Reading (h)').fill('1236.5');
    await form.getByRole('button', { name: 'Record reading' }).click();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    const readings = detail.getByRole('list', { name: 'Readings of Running hours' });
    await expect(readings.getByRole('listitem').filter({ hasText: 'Not synced yet' })).toHaveCount(1);

    // What the server holds is asked until it lands; "Not synced yet" having no match would also
    // hold while the list is being drawn again, before the reading has gone.
    await context.setOffline(false);
    await expect
      .poll(async () => {
        const stored = await apiCall<Reading[]>(request, token, 'GET', `/api/meters/${meter.id}/readings`);
        return stored.map((r) => ({ value: r.value, source: r.source }));
      })
      .toEqual([
        { value: 1236.5, source: 'offline' },
        { value: 1200, source: 'manual' },
      ]);
    const landed = readings.getByRole('listitem').filter({ hasText: '1,236.5' });
    await expect(landed.filter({ hasNotText: 'Not synced yet' })).toBeVisible();
  });
});

test('the PM calendar shows when a usage-based PM is expected, with its range', async ({ page, request }) => {
  const { supervisor, token } = await supervisorToken(request, WAREHOUSES.pmScheduler);
  const model = `Forecast model ${unique()}`.slice(0, 60);
  const compressor = await asset(request, token, { name: 'Forecast compressor', model });
  const meter = await apiCall<Meter>(request, token, 'POST', `/api/equipment/${compressor.id}/meters`, {
    name: 'Running hours',
    unit: 'h',
    kind: 'counter',
  });
  // Fifteen daily readings at 20 h a day, the last an hour ago.
  for (let day = 14; day >= 0; day -= 1) {
    await apiCall<Reading>(request, token, 'POST', `/api/meters/${meter.id}/readings`, {
      value: 1000 + (14 - day) * 20,
      readAt: new Date(Date.now() - day * DAY - 3_600_000).toISOString(),
    });
  }
  await apiCall(request, token, 'POST', '/api/pm-templates', {
    model,
    component: 'Compressor element',
    action: '500-hour check',
    triggerKind: 'usage',
    meterName: 'Running hours',
    usageInterval: 500,
  });
  // Due at 1,500 h: 220 h to go at 20 h a day, eleven days ahead; this month's calendar or the next's.
  const month = (offset: number) => {
    const d = new Date();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + offset);
    return d.toISOString().slice(0, 7);
  };
  const isForecast = (e: CalendarEntry) => e.kind === 'usage_forecast' && e.assetTag === compressor.assetTag;
  const thisMonth = await apiCall<CalendarEntry[]>(
    request,
    token,
    'GET',
    `/api/pm-calendar?month=${month(0)}`,
  );
  const inThisMonth = thisMonth.some(isForecast);

  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/preventive?tab=calendar');
  if (!inThisMonth) await page.getByRole('button', { name: 'Next month' }).click();
  const entry = page
    .getByRole('button', { name: new RegExp(`Usage forecast · ${compressor.assetTag}`) })
    .first();
  await expect(entry).toBeVisible();
  await entry.click();
  const popover = page.getByRole('dialog', { name: `Forecast for ${compressor.assetTag}` });
  await expect(popover).toContainText('Expected');
  await expect(popover).toContainText('20 h/day');
});
