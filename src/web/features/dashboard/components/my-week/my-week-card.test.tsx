import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import MyWeekCard from './my-week-card';

const ME = buildSessionUser({ role: 'technician' });

/** A moment at the device's own wall-clock time (no zone given): the week is the device's. */
const at = (dayAndTime: string) => new Date(dayAndTime).toISOString();

const ORDERS = [
  buildWorkOrder({
    id: '3f1c2a4e-0000-4000-8000-000000000102',
    foNumber: 'WO-2026-102',
    description: 'Grease the conveyor bearings',
    equipmentAssetTag: 'CNV-002',
    equipmentDescription: 'Packing conveyor',
    scheduledStart: at('2026-11-30T13:30'),
    scheduledHours: 1.5,
  }),
  buildWorkOrder({
    id: '3f1c2a4e-0000-4000-8000-000000000101',
    foNumber: 'WO-2026-101',
    scheduledStart: at('2026-11-30T08:00'),
    scheduledHours: 2,
  }),
  buildWorkOrder({
    id: '3f1c2a4e-0000-4000-8000-000000000103',
    foNumber: 'WO-2026-103',
    description: 'Check the fire pump',
    equipmentAssetTag: null,
    equipmentDescription: null,
    assetModel: null,
    scheduledStart: at('2026-12-02T07:00'),
    scheduledHours: null,
  }),
  // Last week's and unscheduled orders are not this week's.
  buildWorkOrder({
    id: '3f1c2a4e-0000-4000-8000-000000000104',
    foNumber: 'WO-2026-104',
    scheduledStart: at('2026-11-29T09:00'),
  }),
  buildWorkOrder({ id: '3f1c2a4e-0000-4000-8000-000000000105', foNumber: 'WO-2026-105' }),
];

function renderCard() {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, ME.id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('technician')),
    'GET /api/work-orders': () => jsonResponse(200, ORDERS),
  });
  renderWithApp(<MyWeekCard />);
  return stub;
}

beforeEach(() => {
  // Only the date: the screen's timers stay real. Wednesday 2 December 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T10:00'));
});
afterEach(() => vi.useRealTimers());

describe('a technician’s own week (issue 26)', () => {
  it('shows Monday to Sunday with the orders planned on each, by start time', async () => {
    const { calls } = renderCard();
    const card = await screen.findByRole('region', { name: 'My week' });
    const monday = await within(card).findByRole('region', { name: 'Mon 30 Nov' });
    expect(
      within(monday)
        .getAllByRole('listitem')
        .map((order) => order.textContent),
    ).toEqual([
      '08:00WO-2026-1012 hPump leaking at the mechanical sealPMP-001 — Boiler feed pump',
      '13:30WO-2026-1021.5 hGrease the conveyor bearingsCNV-002 — Packing conveyor',
    ]);
    expect(within(monday).getByRole('link', { name: 'WO-2026-101' }).getAttribute('href')).toBe(
      '/work-orders/3f1c2a4e-0000-4000-8000-000000000101',
    );

    const today = within(card).getByRole('region', { name: 'Wed 2 Dec Today' });
    expect(within(today).getByRole('listitem').textContent).toBe('07:00WO-2026-1031 hCheck the fire pump');
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Mon 30 Nov',
      'Tue 1 Dec',
      'Wed 2 Dec Today',
      'Thu 3 Dec',
      'Fri 4 Dec',
      'Sat 5 Dec',
      'Sun 6 Dec',
    ]);
    expect(within(card).getAllByText('Nothing planned')).toHaveLength(5);
    expect(within(card).queryByText('WO-2026-104')).toBeNull();
    expect(within(card).queryByText('WO-2026-105')).toBeNull();
    expect(calls.find((call) => call.url.startsWith('/api/work-orders'))?.url).toBe(
      `/api/work-orders?assignedTo=${ME.id}&status=new%2Cassigned%2Cin_progress&limit=500`,
    );
  });

  it('is to read only: links to the orders, nothing to press or drag', async () => {
    renderCard();
    const card = await screen.findByRole('region', { name: 'My week' });
    await within(card).findByRole('region', { name: 'Mon 30 Nov' });
    expect(within(card).queryAllByRole('button')).toEqual([]);
    expect(within(card).queryAllByRole('textbox')).toEqual([]);
    expect(card.querySelector('[draggable="true"], [aria-roledescription]')).toBeNull();
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['WO-2026-101', 'WO-2026-102', 'WO-2026-103']);
  });
});
