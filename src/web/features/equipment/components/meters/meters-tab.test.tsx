import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { Meter, MeterForecast, Reading } from '@shared/schemas/meters';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildForecast, buildMeter, buildReading, EQUIPMENT } from './meter-fixtures.test-helper';
import { MetersTab } from './meters-tab';

const hours = buildMeter();
const temperature = buildMeter({
  name: 'Discharge temperature',
  unit: '°C',
  kind: 'gauge',
  minValue: 20,
  maxValue: 80,
  lastValue: 92,
  lastReadAt: '2026-11-04T09:00:00.000Z',
  total: null,
  excursionSince: '2026-11-04T09:00:00.000Z',
});

function renderTab({
  role = 'technician',
  meters = [hours, temperature],
  readings = [
    buildReading(hours.id, { value: 1250, readAt: '2026-11-01T08:00:00.000Z' }),
    buildReading(hours.id),
  ],
  forecast = buildForecast(),
  routes = {},
}: {
  role?: Role;
  meters?: Meter[];
  readings?: Reading[];
  forecast?: MeterForecast;
  routes?: Record<string, FetchHandler>;
} = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    [`GET /api/equipment/${EQUIPMENT.id}/meters`]: () => jsonResponse(200, meters),
    [`GET /api/meters/${hours.id}/readings`]: () => jsonResponse(200, readings),
    [`GET /api/meters/${temperature.id}/readings`]: () => jsonResponse(200, []),
    [`GET /api/meters/${hours.id}/forecast`]: () => jsonResponse(200, forecast),
    ...routes,
  });
  renderWithApp(<MetersTab equipment={EQUIPMENT} />);
  return stub;
}

const meterCard = async (name: string) =>
  within(await screen.findByRole('listitem', { name: `Meter ${name}` }));

describe('meters tab', () => {
  it('lists each meter with its last value, total or limits, the excursion and the forecast', async () => {
    renderTab();
    const counter = await meterCard('Running hours');
    expect(counter.getByText('1,310 h')).toBeTruthy();
    expect(counter.getByText('12,310 h')).toBeTruthy();
    // Testing Library reads the range's thin spaces as plain ones.
    expect(await counter.findByText('Next 500 h service ≈ 14 Dec (11 – 19 Dec), at 38 h/day')).toBeTruthy();
    expect(counter.getByRole('region', { name: 'Running hours (h)' })).toBeTruthy();
    const list = await counter.findByRole('list', { name: 'Readings of Running hours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent?.slice(0, 7)),
    ).toEqual(['1,310 h', '1,250 h']);

    const gauge = await meterCard('Discharge temperature');
    expect(gauge.getByText('20 – 80 °C')).toBeTruthy();
    expect(gauge.getByText(/^Outside limits since 4 Nov 2026/)).toBeTruthy();
    expect(gauge.queryByTestId('meter-forecast')).toBeNull();
    expect(
      await gauge.findByText(/No readings in the last 90 days, so there is nothing to draw yet/),
    ).toBeTruthy();
    // Technicians record readings; setting meters up is equipment.write.
    expect(screen.queryByRole('button', { name: 'Add meter' })).toBeNull();
    expect(gauge.getByRole('form', { name: 'Record reading of Discharge temperature' })).toBeTruthy();
  });

  it('says why there is no forecast', async () => {
    renderTab({
      forecast: buildForecast({
        nextDueAt: null,
        earliest: null,
        latest: null,
        rate: null,
        reason: 'not enough readings',
      }),
    });
    const counter = await meterCard('Running hours');
    expect(await counter.findByText('Next 500 h service: not enough readings')).toBeTruthy();
  });

  it('lets a supervisor add, edit and delete meters', async () => {
    renderTab({ role: 'supervisor' });
    expect(await screen.findByRole('button', { name: 'Add meter' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit meter Running hours' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete meter Running hours' })).toBeTruthy();
  });

  it('adds a gauge with limits, checked by the shared schema, through the queue', async () => {
    const { calls } = renderTab({
      role: 'supervisor',
      routes: {
        [`POST /api/equipment/${EQUIPMENT.id}/meters`]: ({ body }) =>
          jsonResponse(201, buildMeter({ ...(body as Partial<Meter>), lastValue: null, lastReadAt: null })),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add meter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a meter to CMP-001' }));
    await userEvent.type(dialog.getByLabelText('Meter name'), 'Oil pressure');
    await userEvent.type(dialog.getByLabelText('Unit'), 'bar');
    await userEvent.click(dialog.getByLabelText('Kind'));
    await userEvent.click(screen.getByRole('option', { name: /^Gauge/ }));
    await userEvent.type(dialog.getByLabelText(/^Lower limit/), '6');
    await userEvent.type(dialog.getByLabelText(/^Upper limit/), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Add meter' }));
    expect(await dialog.findByText('The lower limit must be below the upper limit')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(dialog.getByLabelText(/^Upper limit/));
    await userEvent.type(dialog.getByLabelText(/^Upper limit/), '9.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add meter' }));
    expect(await screen.findByText('Meter added')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Oil pressure',
      unit: 'bar',
      kind: 'gauge',
      minValue: 6,
      maxValue: 9.5,
      excursionRaisesWorkOrder: false,
    });
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows the server’s refusal of a reading at the field, and sends it once with its key', async () => {
    const message = 'Reading 1,204 h is below the previous reading 1,310 h on 3 Nov';
    const { calls } = renderTab({
      routes: {
        [`POST /api/meters/${hours.id}/readings`]: () =>
          jsonResponse(422, { error: 'UNPROCESSABLE', message }),
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Record reading of Running hours' }));
    const input = form.getByLabelText('Reading (h)');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(input, '1204');
    await userEvent.click(form.getByRole('button', { name: 'Record reading' }));

    expect(await form.findByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual(expect.objectContaining({ value: 1204, source: 'manual' }));
    expect(posts[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    // Refused while I look at the form: nothing stays queued.
    await waitFor(() => expect(changeQueue.getSnapshot().actions).toEqual([]));
  });

  it('sends a counter reset when the meter was replaced', async () => {
    const { calls } = renderTab({
      routes: {
        [`POST /api/meters/${hours.id}/readings`]: () =>
          jsonResponse(201, buildReading(hours.id, { value: 3, reset: 'replacement' })),
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Record reading of Running hours' }));
    await userEvent.type(form.getByLabelText('Reading (h)'), '3');
    await userEvent.click(form.getByRole('checkbox', { name: 'Meter replaced or rolled over' }));
    await userEvent.click(form.getByRole('radio', { name: 'Rolled over past its maximum' }));
    await userEvent.click(form.getByRole('button', { name: 'Record reading' }));
    expect(await screen.findByText('Reading recorded')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual(
      expect.objectContaining({ value: 3, reset: 'rollover', source: 'manual' }),
    );
  });

  it('offline keeps the reading on the device, marked source offline, shown as not synced', async () => {
    const { calls } = renderTab();
    const form = within(await screen.findByRole('form', { name: 'Record reading of Running hours' }));
    await screen.findByRole('list', { name: 'Readings of Running hours' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.type(form.getByLabelText('Reading (h)'), '1342.5');
    await userEvent.click(form.getByRole('button', { name: 'Record reading' }));

    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Readings of Running hours' }));
    const newest = list.getAllByRole('listitem')[0];
    expect(newest?.textContent).toContain('1,342.5 h');
    expect(within(newest!).getByText('Not synced yet')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(changeQueue.getSnapshot().actions).toEqual([
      expect.objectContaining({
        type: 'create',
        table: 'meter-readings',
        parentId: hours.id,
        data: expect.objectContaining({ value: 1342.5, source: 'offline' }),
        state: 'pending',
      }),
    ]);
  });
});
