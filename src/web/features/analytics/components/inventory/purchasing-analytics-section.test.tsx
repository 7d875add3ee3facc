import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { PurchasingAnalytics } from '@shared/schemas/analytics';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildPurchasingAnalytics, OPEN_ORDER_ID } from '../analytics-test-fixtures';
import PurchasingAnalyticsSection from './purchasing-analytics-section';

function renderSection(answer: PurchasingAnalytics | Response) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/analytics/purchasing': () => (answer instanceof Response ? answer : jsonResponse(200, answer)),
  });
  renderWithApp(<PurchasingAnalyticsSection days={30} />, { path: '/analytics?tab=inventory' });
  return stub;
}

const region = (name: string) => screen.getByRole('region', { name });
const chartSummary = (name: string) => within(region(name)).getByRole('img').getAttribute('aria-label');
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('purchasing on Inventory Analytics (issue 27 §8)', () => {
  it('charts spend by vendor and month, lists open commitments and compares lead times', async () => {
    const { calls } = renderSection(buildPurchasingAnalytics());
    const tile = await screen.findByRole('group', { name: 'Open Commitments' });
    expect(calls.some((call) => call.url === '/api/analytics/purchasing?days=30')).toBe(true);

    expect(chartSummary('Spend by Vendor')).toBe(
      'Spend by vendor: Acme Bearings: $185.00; Bolt & Nut Co: $34.40.',
    );
    expect(chartSummary('Spend by Month')).toBe(
      'Spend by month: January 2026: $0.00; February 2026: $0.00; March 2026: $40.00; April 2026: $100.00; May 2026: $119.40; June 2026: $0.00.',
    );

    expect(within(tile).getByText('$49.59')).toBeTruthy();
    expect(within(tile).getByText('2 orders sent and not received in full')).toBeTruthy();
    const orders = within(region('Waiting Longest')).getAllByRole('listitem');
    expect(orders.map((order) => order.textContent)).toEqual([
      'PO-2026-0004Bolt & Nut Co$42.60ordered 2 May 2026 · due 12 May 2026',
      'PO-2026-0007Bolt & Nut Co$6.99ordered 10 May 2026',
    ]);
    expect(within(orders[0]!).getByRole('link', { name: 'PO-2026-0004' }).getAttribute('href')).toBe(
      `/purchasing/orders/${OPEN_ORDER_ID}`,
    );

    expect(rowsOf(screen.getByRole('table', { name: 'Vendor lead time' }))).toEqual([
      ['Vendor', 'Orders', 'Promised', 'Actual', 'Late'],
      ['Acme Bearings', '2', '3.5', '4.5', '1'],
      ['Bolt & Nut Co', '1', 'No data', 'No data', '0'],
    ]);
  });

  it('says there is no data when nothing was bought, ordered or received', async () => {
    renderSection(
      buildPurchasingAnalytics({
        spendByVendor: [],
        spendByMonth: ['2026-05', '2026-06'].map((month) => ({ month, spend: 0 })),
        openCommitments: { count: 0, value: 0, orders: [] },
        leadTimes: [],
      }),
    );
    const tile = await screen.findByRole('group', { name: 'Open Commitments' });
    expect(within(tile).getByText('$0.00')).toBeTruthy();
    expect(within(tile).getByText('0 orders sent and not received in full')).toBeTruthy();
    expect(screen.getByText('No data: nothing was received from a vendor in the last 30 days.')).toBeTruthy();
    expect(
      screen.getByText('No data: nothing was received from a vendor in the last 2 months.'),
    ).toBeTruthy();
    expect(screen.getByText('No order is waiting for delivery.')).toBeTruthy();
    expect(
      screen.getByText('No data: no order with a promised day was received in full in the last 30 days.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the figures cannot be fetched', async () => {
    renderSection(jsonResponse(503, { error: 'UNAVAILABLE', message: 'Try later' }));
    expect(await screen.findByText('Failed to fetch purchasing analytics')).toBeTruthy();
  });
});
