import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ChartBody, ChartFrame } from '@web/components/charts/chart-card';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { renderWithApp } from '@web/test/render';
import CostByMonthChart, { type CostMonthPoint } from './cost-by-month-chart';

const MONTHS: CostMonthPoint[] = [
  {
    month: '2026-01',
    short: 'Jan',
    long: 'January 2026',
    labor: 12500,
    laborValue: 12500,
    laborHours: 192.5,
    parts: 4250,
    total: 16750,
    budget: 15000,
  },
  {
    month: '2026-02',
    short: 'Feb',
    long: 'February 2026',
    labor: null,
    laborValue: 0,
    laborHours: 12,
    parts: 900,
    total: 900,
    budget: 15000,
  },
];

function Chart({ points }: { points: readonly CostMonthPoint[] }) {
  return (
    <ChartFrame title="Monthly Cost vs Budget">
      <ChartBody summary="Cost by month" height={280}>
        <CostByMonthChart points={points} currency="EUR" height={280} />
      </ChartBody>
    </ChartFrame>
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('cost by month chart', () => {
  it('tables every month’s labour, parts, budget, total and gap, as its tooltip gives them', async () => {
    renderWithApp(<Chart points={MONTHS} />);
    const table = await within(
      await screen.findByRole('region', { name: 'Monthly Cost vs Budget' }),
    ).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Labour', 'Parts', 'Budget', 'Total', 'Against budget']);
    const [january, february] = within(table).getAllByRole('row').slice(1);
    expect(cells(january!)).toEqual(['€12,500', '€4,250', '€15,000', '€16,750', '€1,750 over']);
    expect(cells(february!)).toEqual(['No data (12 h)', '€900', '€15,000', '€900', '€14,100 under']);
  });

  it('writes the figures in German for a German reader', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'de');
    await act(async () => {
      renderWithApp(<Chart points={MONTHS} />);
    });
    const chart = await screen.findByRole('region', { name: 'Monthly Cost vs Budget' });
    const table = await within(chart).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Gegenüber Budget');
    const january = within(table).getAllByRole('row')[1]!;
    expect(cells(january)).toEqual([
      '12.500\u00a0€',
      '4.250\u00a0€',
      '15.000\u00a0€',
      '16.750\u00a0€',
      '1.750\u00a0€ darüber',
    ]);
  });
});
