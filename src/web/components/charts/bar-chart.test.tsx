import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@web/test/render';
import { formatMoney, formatNumber } from '@web/lib/formatting';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { BarChart, type BarSeries } from './bar-chart';
import { ChartBody, ChartFrame } from './chart-card';
import { tooltipRows, type ChartFigure, type ChartNaming } from './chart-figures';

interface Month {
  month: string;
  name: string;
  labour: number;
  parts: number;
  orders: number;
}

const MONTHS: Month[] = [
  { month: '2026-01', name: 'January 2026', labour: 1234.5, parts: 800, orders: 12 },
  { month: '2026-02', name: 'February 2026', labour: 0, parts: 21438, orders: 3 },
];

const naming: ChartNaming<Month> = { label: 'Month', name: (month) => month.name };
const money = (value: number) => formatMoney(value, { currency: 'USD' });
const series: BarSeries<Month>[] = [
  {
    key: 'labour',
    label: 'Labour',
    unit: 'USD',
    value: (m) => m.labour,
    text: (m) => money(m.labour),
    colour: 'var(--info)',
  },
  {
    key: 'parts',
    label: 'Parts',
    unit: 'USD',
    value: (m) => m.parts,
    text: (m) => money(m.parts),
    colour: 'var(--warning)',
  },
];
const details: ChartFigure<Month>[] = [
  { key: 'orders', label: 'Orders', text: (m) => formatNumber(m.orders) },
];

function CostChart({ data }: { data: readonly Month[] }) {
  return (
    <ChartFrame title="Cost by Month">
      <ChartBody summary="Cost by month in two months" height={200}>
        <BarChart
          data={data}
          height={200}
          category={{ ...naming, id: (m) => m.month, tick: (m) => m.month, axisLabel: 'Month' }}
          valueAxes={[{ id: 'cost', label: 'Cost (USD)' }]}
          series={series}
          details={details}
        />
      </ChartBody>
    </ChartFrame>
  );
}

const region = () => screen.getByRole('region', { name: 'Cost by Month' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the chart kit', () => {
  it('gives the chart its title, and its table the units and the very figures its tooltip shows', () => {
    renderWithApp(<CostChart data={MONTHS} />);
    expect(within(region()).getByRole('heading', { name: 'Cost by Month' })).toBeTruthy();
    const table = within(region()).getByRole('table', {
      name: "Cost by Month The chart's figures as a table",
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Month', 'Labour (USD)', 'Parts (USD)', 'Orders']);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'January 2026',
      'February 2026',
    ]);
    expect(cellsOf(rows[0]!)).toEqual(['$1,234.50', '$800.00', '12']);
    // The tooltip's rows are worded from the same figures, in the table's order.
    MONTHS.forEach((month, index) => {
      const tooltip = tooltipRows([...series, ...details], month).map((row) => row.value);
      expect(cellsOf(rows[index]!)).toEqual(tooltip);
    });
  });

  it('keeps the table beside the drawing, where a screen reader reaches it, and shows it on request', async () => {
    renderWithApp(<CostChart data={MONTHS} />);
    const drawing = within(region()).getByRole('img', { name: 'Cost by month in two months' });
    const table = within(region()).getByRole('table');
    expect(drawing.contains(table)).toBe(false);

    const toggle = within(region()).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(table.parentElement?.dataset.state).toBe('closed');
    await userEvent.click(toggle);
    expect(within(region()).getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(table.parentElement?.dataset.state).toBe('open');
  });

  it('says "No data" instead of drawing empty axes', () => {
    renderWithApp(<CostChart data={[]} />);
    expect(within(region()).getByText('No data')).toBeTruthy();
    expect(within(region()).queryByRole('table')).toBeNull();
  });

  it('writes its own texts and the figures in the reader’s language', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'de');
    // The kit's catalogue suspends until German arrives: an awaited act lets it.
    await act(async () => {
      renderWithApp(<CostChart data={MONTHS} />);
    });
    const chart = await screen.findByRole('region', { name: 'Cost by Month' });
    expect(await within(chart).findByRole('button', { name: 'Als Tabelle zeigen' })).toBeTruthy();
    const table = within(region()).getByRole('table', {
      name: 'Cost by Month Die Werte des Diagramms als Tabelle',
    });
    const first = within(table).getAllByRole('row')[1]!;
    expect(cellsOf(first)).toEqual(['1.234,50\u00a0$', '800,00\u00a0$', '12']);
  });
});
