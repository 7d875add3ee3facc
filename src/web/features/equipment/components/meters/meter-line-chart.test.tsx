import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ChartBody, ChartFrame } from '@web/components/charts/chart-card';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { renderWithApp } from '@web/test/render';
import MeterLineChart from './meter-line-chart';

const READ_AT = [Date.UTC(2026, 2, 12, 9, 30), Date.UTC(2026, 2, 14, 16, 5)];

function Chart() {
  return (
    <ChartFrame title="Hydraulic pressure (bar)">
      <ChartBody summary="Two readings" height={220}>
        <MeterLineChart
          points={[
            { at: READ_AT[0]!, value: 1234.5 },
            { at: READ_AT[1]!, value: 98.25 },
          ]}
          unit="bar"
          minValue={50}
          maxValue={2000}
          height={220}
        />
      </ChartBody>
    </ChartFrame>
  );
}

describe('meter chart', () => {
  it('lists its readings with the unit, dates and numbers as a German reader writes them', async () => {
    window.localStorage.setItem(LOCALE_KEY, 'de');
    await act(async () => {
      renderWithApp(<Chart />);
    });
    const chart = await screen.findByRole('region', { name: 'Hydraulic pressure (bar)' });
    const table = await within(chart).findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Datum', 'Messwert (bar)']);
    const rows = within(table).getAllByRole('row').slice(1);
    const when = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' });
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      READ_AT.map((at) => when.format(at)),
    );
    expect(rows[0]!.textContent).toContain('12.03.2026');
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '1.234,5 bar',
      '98,25 bar',
    ]);
  });
});
