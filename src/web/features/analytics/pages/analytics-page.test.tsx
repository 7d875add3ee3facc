import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { buildLocationNode } from '@web/test/location-fixtures';
import { renderWithApp } from '@web/test/render';
import {
  buildCostAnalysis,
  buildEquipmentList,
  buildEquipmentPerformance,
  buildFleet,
  buildInsightList,
  buildInventoryAnalytics,
  buildKpis,
  buildMaintenanceTrends,
  buildPurchasingAnalytics,
  buildTrendPoints,
} from '../components/analytics-test-fixtures';
import AnalyticsPage from './analytics-page';

const list = (items: unknown[]) => jsonResponse(200, items, { 'X-Total-Count': String(items.length) });

function renderPage(path = '/analytics', routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/analytics/equipment-performance/summary': () => jsonResponse(200, buildFleet()),
    'GET /api/analytics/equipment-performance': ({ url }) =>
      list(url.includes('insights=true') ? buildInsightList() : buildEquipmentList()),
    'GET /api/analytics/performance-trends': () => jsonResponse(200, buildTrendPoints()),
    'GET /api/analytics/maintenance-trends': () => jsonResponse(200, buildMaintenanceTrends()),
    'GET /api/analytics/costs': () => jsonResponse(200, buildCostAnalysis()),
    'GET /api/analytics/inventory': () => jsonResponse(200, buildInventoryAnalytics()),
    'GET /api/analytics/purchasing': () => jsonResponse(200, buildPurchasingAnalytics()),
    ...routes,
  });
  const view = renderWithApp(<AnalyticsPage />, { path });
  return { ...stub, ...view };
}

const card = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });
const urls = (calls: { url: string }[], prefix: string) =>
  calls.filter((call) => call.url.startsWith(prefix)).map((call) => call.url);

describe('analytics of a location', () => {
  it('reads the performance and cost figures of a location and everything under it, kept in the URL', async () => {
    const building = buildLocationNode({ name: 'Utilities Building', code: 'UB', kind: 'building' });
    const { calls, currentPath } = renderPage('/analytics', {
      'GET /api/locations/tree': () => jsonResponse(200, [building]),
    });
    await screen.findByRole('group', { name: 'Fleet Availability' });
    expect(screen.getByLabelText('Location').textContent).toContain('Whole plant');
    await userEvent.click(screen.getByLabelText('Location'));
    await userEvent.click(await screen.findByRole('option', { name: 'Utilities Building (UB)' }));

    await waitFor(() =>
      expect(urls(calls, '/api/analytics/equipment-performance/summary').at(-1)).toBe(
        `/api/analytics/equipment-performance/summary?days=90&locationId=${building.id}`,
      ),
    );
    expect(urls(calls, '/api/analytics/equipment-performance?').at(-1)).toContain(
      `locationId=${building.id}`,
    );
    expect(currentPath()).toBe(`/analytics?location=${building.id}`);
    // Trends are the plant's, and say so.
    await userEvent.click(screen.getByRole('tab', { name: 'Performance Trends' }));
    expect(await screen.findByText(/trends are not read per location/)).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Cost Analysis' }));
    await waitFor(() =>
      expect(urls(calls, '/api/analytics/costs').at(-1)).toBe(
        `/api/analytics/costs?days=90&locationId=${building.id}`,
      ),
    );
    await userEvent.click(screen.getByLabelText('Location'));
    await userEvent.click(await screen.findByRole('option', { name: 'Whole plant' }));
    await waitFor(() =>
      expect(urls(calls, '/api/analytics/costs').at(-1)).toBe('/api/analytics/costs?days=90'),
    );
  });
});

describe('analytics of an asset and its parts', () => {
  it('reads the figures rolled up over an asset and its parts, and goes back to the whole plant', async () => {
    const parentId = '9b0c2f56-0000-4000-8000-0000000000f1';
    const { calls, currentPath } = renderPage(`/analytics?parent=${parentId}`, {
      'GET /api/analytics/equipment-performance/summary': ({ url }) =>
        jsonResponse(
          200,
          url.includes('parentId=')
            ? buildFleet({ scope: { kind: 'parent', id: parentId, name: 'Line 1 infeed conveyor' } })
            : buildFleet(),
        ),
    });
    expect(await screen.findByText('Line 1 infeed conveyor')).toBeTruthy();
    expect(screen.getByText(/and its parts/)).toBeTruthy();
    expect(urls(calls, '/api/analytics/equipment-performance/summary')).toEqual([
      `/api/analytics/equipment-performance/summary?days=90&parentId=${parentId}`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Whole plant' }));
    await waitFor(() => expect(currentPath()).toBe('/analytics'));
    expect(await screen.findByLabelText('Location')).toBeTruthy();
    expect(urls(calls, '/api/analytics/equipment-performance/summary').at(-1)).toBe(
      '/api/analytics/equipment-performance/summary?days=90',
    );
  });
});

describe('equipment performance', () => {
  it('shows the four cards with their targets, over the last 90 days by default', async () => {
    const { calls } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics & Reporting' })).toBeTruthy();
    const availability = await screen.findByRole('group', { name: 'Fleet Availability' });
    expect(within(availability).getByText('93.4%')).toBeTruthy();
    expect(within(availability).getByText('Target: 95%')).toBeTruthy();
    expect(within(availability).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('93.4');
    expect(within(card('Mean Time Between Failures')).getByText('512 h')).toBeTruthy();
    expect(within(card('Mean Time Between Failures')).getByText('Industry avg: 720h')).toBeTruthy();
    expect(within(card('Mean Time To Repair')).getByText('3.6 h')).toBeTruthy();
    expect(within(card('Mean Time To Repair')).getByText('Target: <4h')).toBeTruthy();
    expect(within(card('Maintenance Cost')).getByText('$48,250')).toBeTruthy();
    // The card names the period shown, as the period select does (issue 22: it said 'This quarter').
    expect(within(card('Maintenance Cost')).getByText('Last 90 days')).toBeTruthy();
    expect(within(card('Maintenance Cost')).queryByText('This quarter')).toBeNull();
    expect(within(card('Maintenance Cost')).queryByText(/no labour rate/)).toBeNull();
    expect(urls(calls, '/api/analytics/equipment-performance/summary')).toEqual([
      '/api/analytics/equipment-performance/summary?days=90',
    ]);
  });

  it('shows 8 skeleton cards while the figures load', async () => {
    renderPage('/analytics', {
      'GET /api/analytics/equipment-performance/summary': () => new Promise<Response>(() => undefined),
    });
    const skeletons = await screen.findByLabelText('Loading analytics');
    expect(skeletons.children).toHaveLength(8);
    expect(screen.queryByRole('group', { name: 'Fleet Availability' })).toBeNull();
  });

  it('says "No data" for figures without history, "No failures" for MTBF without failures, never 0', async () => {
    renderPage('/analytics?days=30', {
      'GET /api/analytics/equipment-performance/summary': () =>
        jsonResponse(
          200,
          buildFleet({ fleetAvailability: null, mtbf: null, failures: 0, mttr: null, laborRateSet: false }),
        ),
    });
    const availability = await screen.findByRole('group', { name: 'Fleet Availability' });
    expect(within(availability).getByText('No data')).toBeTruthy();
    expect(within(card('Mean Time Between Failures')).getByText('No failures')).toBeTruthy();
    expect(within(card('Mean Time To Repair')).getByText('No data')).toBeTruthy();
    const cost = card('Maintenance Cost');
    expect(within(cost).getByText('Last 30 days')).toBeTruthy();
    expect(within(cost).getByText(/Parts only: no labour rate is set/)).toBeTruthy();
  });

  it('says "No data" for an MTBF when failures were recorded without operating hours to divide', async () => {
    renderPage('/analytics', {
      'GET /api/analytics/equipment-performance/summary': () =>
        jsonResponse(200, buildFleet({ mtbf: null, failures: 3 })),
    });
    const mtbf = await screen.findByRole('group', { name: 'Mean Time Between Failures' });
    expect(within(mtbf).getByText('No data')).toBeTruthy();
  });

  it('says "Failed to fetch analytics" with a way to ask again', async () => {
    renderPage('/analytics', {
      'GET /api/analytics/equipment-performance/summary': () =>
        jsonResponse(500, { error: 'INTERNAL', message: 'Database down' }),
    });
    expect(await screen.findByText('Failed to fetch analytics')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('overview: availability buckets with counts, the fleet status, and what the scatter leaves out', async () => {
    renderPage();
    const pie = await screen.findByRole('region', { name: 'Equipment Availability Distribution' });
    expect(pie.textContent).toContain('95–100% 21');
    expect(pie.textContent).toContain('85–94% 9');
    expect(pie.textContent).toContain('70–84% 5');
    expect(pie.textContent).toContain('Under 70% 2');
    expect(within(pie).getByText(/5 equipment items without history/)).toBeTruthy();

    const status = region('Fleet Status Summary');
    const figure = (label: string) => within(status).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total Equipment')).toBe('42');
    expect(figure('Active')).toBe('38');
    expect(figure('Critical Assets')).toBe('6');
    expect(figure('Needs Attention')).toBe('4');

    const scatter = region('MTBF vs Health Score');
    // Cooling Tower Fan has no MTBF, the spare welding set no figures at all.
    expect(
      await within(scatter).findByText(
        '2 equipment items without an MTBF or a health score are not plotted.',
      ),
    ).toBeTruthy();
  });

  it('overview: says why the charts are empty', async () => {
    renderPage('/analytics?days=7', {
      'GET /api/analytics/equipment-performance/summary': () =>
        jsonResponse(
          200,
          buildFleet({
            availabilityDistribution: [
              { range: '95-100%', count: 0 },
              { range: '85-94%', count: 0 },
              { range: '70-84%', count: 0 },
              { range: '<70%', count: 0 },
            ],
          }),
        ),
      'GET /api/analytics/equipment-performance': () =>
        list([buildEquipmentPerformance({ mtbf: null, failures: 0 })]),
    });
    expect(await screen.findByText(/No equipment has availability figures for the last 7 days/)).toBeTruthy();
    expect(await screen.findByText(/No equipment has both an MTBF and a health score/)).toBeTruthy();
  });

  it('equipment health: the 10 most critical with health badges, criticality, trends and order counts', async () => {
    const { calls } = renderPage('/analytics?view=health');
    const items = await within(
      await screen.findByRole('list', { name: 'Most critical equipment' }),
    ).findAllByRole('listitem');
    expect(urls(calls, '/api/analytics/equipment-performance?')).toContain(
      '/api/analytics/equipment-performance?days=90&limit=10',
    );
    expect(items).toHaveLength(10);
    const health = (item: HTMLElement) => item.querySelector('[data-health]');
    // 64 Poor, 78 Fair, 92 Excellent, 83 Good … and no score at all.
    expect(items.map((item) => health(item)?.getAttribute('data-health'))).toEqual([
      'poor',
      'fair',
      'excellent',
      'good',
      'fair',
      'good',
      'excellent',
      'fair',
      'good',
      'no-data',
    ]);
    expect(health(items[0]!)?.textContent).toBe('Health 64% · Poor');
    expect(health(items[9]!)?.textContent).toBe('No data');

    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Hydraulic Press HP-200' }).getAttribute('href')).toBe(
      '/equipment?asset=PRS-001',
    );
    expect(within(first).getByText('PRS-001')).toBeTruthy();
    expect(within(first).getByText('Criticality 9.2/10').getAttribute('data-critical')).toBe('true');
    expect(within(items[3]!).getByText('Criticality 7.4/10').getAttribute('data-critical')).toBeNull();
    expect(within(first).getByText('210 h')).toBeTruthy();
    expect(within(first).getByText('86.5%')).toBeTruthy();
    expect([...first.querySelectorAll('[data-trend]')].map((icon) => icon.textContent)).toEqual([
      'Declining',
      'Declining',
    ]);
    expect(first.textContent).toContain('18 total');
    expect(first.textContent).toContain('6 preventive');
    expect(first.textContent).toContain('9 corrective');
    expect(first.textContent).toContain('3 emergency');
    expect(within(items[4]!).getByText('Down now')).toBeTruthy();
    // No failures: the MTBF says so, without an arrow; no history at all: "No data".
    expect(within(items[6]!).getByText('No failures')).toBeTruthy();
    expect(within(items[9]!).getAllByText('No data').length).toBeGreaterThanOrEqual(3);
  });

  it('predictive insights: up to 5, each with its reason and "Action Recommended"', async () => {
    const { calls } = renderPage('/analytics?view=insights', {
      'GET /api/analytics/equipment-performance': ({ url }) =>
        url.includes('insights=true')
          ? list([
              buildEquipmentPerformance({ name: 'Press', healthScore: 64 }),
              buildEquipmentPerformance({
                name: 'Compressor',
                healthScore: 78,
                trends: { mtbfTrend: 'stable', availabilityTrend: 'declining' },
              }),
              buildEquipmentPerformance({
                name: 'Lathe',
                healthScore: 76,
                trends: { mtbfTrend: 'declining', availabilityTrend: 'stable' },
              }),
            ])
          : list(buildEquipmentList()),
    });
    const insights = await screen.findByRole('list', { name: 'Equipment needing action' });
    const items = within(insights).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Press',
      'Compressor',
      'Lathe',
    ]);
    expect(within(items[0]!).getByText('Low health score detected')).toBeTruthy();
    expect(within(items[1]!).getByText('Declining availability trend')).toBeTruthy();
    expect(within(items[2]!).getByText('Requires attention')).toBeTruthy();
    expect(within(insights).getAllByText('Action Recommended')).toHaveLength(3);
    expect(urls(calls, '/api/analytics/equipment-performance?')).toContain(
      '/api/analytics/equipment-performance?days=90&limit=5&insights=true',
    );
  });

  it('predictive insights: says all is well when nothing qualifies', async () => {
    renderPage('/analytics?view=insights', {
      'GET /api/analytics/equipment-performance': () => list([]),
    });
    expect(await screen.findByText('All Equipment Performing Well')).toBeTruthy();
    expect(
      screen.getByText('No immediate maintenance actions recommended based on current analytics.'),
    ).toBeTruthy();
  });

  it('performance trends: one combined chart, or why there is nothing to draw', async () => {
    const { calls } = renderPage('/analytics?view=trends&days=30', {
      'GET /api/analytics/performance-trends': () =>
        jsonResponse(
          200,
          buildTrendPoints(30).map((point) => ({
            ...point,
            availability: null,
            workOrders: 0,
            mtbf: null,
            failures: 0,
          })),
        ),
    });
    expect(
      await screen.findByText(/No work orders, downtime or failures were recorded in the last 30 days/),
    ).toBeTruthy();
    expect(urls(calls, '/api/analytics/performance-trends')[0]).toMatch(
      /^\/api\/analytics\/performance-trends\?days=30/,
    );
  });
});

describe('tabs and the period in the URL', () => {
  it('switches tabs and periods, keeping both in the URL', async () => {
    const { calls, currentPath } = renderPage();
    await screen.findByRole('group', { name: 'Fleet Availability' });
    const tabs = screen.getByRole('tablist', { name: 'Analytics' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Equipment Performance', 'Maintenance Trends', 'Cost Analysis', 'Inventory Analytics']);
    expect(
      within(tabs).getByRole('tab', { name: 'Equipment Performance' }).getAttribute('aria-selected'),
    ).toBe('true');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Maintenance Trends' }));
    await screen.findByRole('region', { name: 'Key Performance Indicators' });
    expect(currentPath()).toBe('/analytics?tab=trends');

    await userEvent.click(screen.getByRole('combobox', { name: 'Analytics period' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 180 days',
      'Last 365 days',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(currentPath()).toBe('/analytics?tab=trends&days=30'));
    await waitFor(() =>
      expect(urls(calls, '/api/analytics/maintenance-trends')).toContain(
        '/api/analytics/maintenance-trends?days=30',
      ),
    );

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Equipment Performance' }));
    await screen.findByRole('group', { name: 'Fleet Availability' });
    expect(currentPath()).toBe('/analytics?days=30');
    expect(urls(calls, '/api/analytics/equipment-performance/summary')).toContain(
      '/api/analytics/equipment-performance/summary?days=30',
    );
    expect(within(card('Maintenance Cost')).getByText('Last 30 days')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Equipment Health' }));
    expect(currentPath()).toBe('/analytics?days=30&view=health');
  });

  it('opens the tab and period a shared link names', async () => {
    const { calls } = renderPage('/analytics?tab=costs&days=180');
    await screen.findByRole('group', { name: 'Total Cost' });
    expect(screen.getByRole('tab', { name: 'Cost Analysis' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Analytics period' }).textContent).toContain('Last 180 days');
    expect(urls(calls, '/api/analytics/costs')).toEqual(['/api/analytics/costs?days=180']);
    expect(urls(calls, '/api/analytics/equipment-performance')).toEqual([]);
  });

  it('falls back to the defaults for a tab or period it does not know', async () => {
    const { calls } = renderPage('/analytics?tab=nonsense&days=12');
    await screen.findByRole('group', { name: 'Fleet Availability' });
    expect(urls(calls, '/api/analytics/equipment-performance/summary')).toEqual([
      '/api/analytics/equipment-performance/summary?days=90',
    ]);
  });
});

describe('maintenance trends', () => {
  it('lists the KPIs against their targets, MTTR lower is better, and "No data" where unmeasured', async () => {
    renderPage('/analytics?tab=trends', {
      'GET /api/analytics/maintenance-trends': () =>
        jsonResponse(
          200,
          buildMaintenanceTrends({ kpis: buildKpis({ mttr: 4.5, systemAvailability: null }) }),
        ),
    });
    const kpis = await screen.findByRole('region', { name: 'Key Performance Indicators' });
    const kpi = (name: string) => within(kpis).getByRole('listitem', { name });
    expect(kpi('Equipment uptime').textContent).toContain('93.4%');
    expect(kpi('Equipment uptime').textContent).toContain('Target: 95%');
    expect(kpi('Equipment uptime').getAttribute('data-status')).toBe('not-met');
    expect(kpi('Work order completion').getAttribute('data-status')).toBe('met');
    expect(within(kpi('Work order completion')).getByText('Met')).toBeTruthy();
    expect(kpi('MTTR').textContent).toContain('4.5 h');
    expect(kpi('MTTR').textContent).toContain('Target: <4 h');
    expect(within(kpi('MTTR')).getByText('Not met')).toBeTruthy();
    expect(within(kpi('System availability')).getByText('No data')).toBeTruthy();
    expect(kpis.textContent).toContain('2 of 7 measured KPIs on target.');
  });

  it('shows the compliance trend, failures by month and by reason, and planned vs unplanned', async () => {
    renderPage('/analytics?tab=trends');
    await screen.findByRole('region', { name: 'Key Performance Indicators' });
    expect(region('PM Compliance Trend')).toBeTruthy();
    expect(
      within(region('PM Compliance Trend')).getByText('Months without a bar had no PMs due.'),
    ).toBeTruthy();
    expect(within(region('Failures by Month')).getByRole('img').getAttribute('aria-label')).toContain(
      'January 2026: 6',
    );
    expect(within(region('Failures by Reason')).getByRole('img').getAttribute('aria-label')).toContain(
      'Breakdown: 11',
    );
    const split = region('Planned vs Unplanned');
    expect(split.textContent).toContain('63% of the work orders were planned (preventive).');
    expect(within(split).getByRole('group', { name: 'Work orders' }).textContent).toContain('58');
    expect(within(split).getByRole('group', { name: 'Downtime' }).textContent).toContain('86.5 h');
  });

  it('says why each chart is empty', async () => {
    renderPage('/analytics?tab=trends&days=30', {
      'GET /api/analytics/maintenance-trends': () =>
        jsonResponse(
          200,
          buildMaintenanceTrends({
            pmCompliance: [{ month: '2026-06', complianceRate: null, completed: 0, scheduled: 0 }],
            failuresByReason: [],
            failuresByMonth: [{ month: '2026-06', corrective: 0, emergency: 0, failures: 0 }],
            plannedVsUnplanned: {
              plannedOrders: 0,
              unplannedOrders: 0,
              plannedShare: null,
              plannedDowntimeHours: 0,
              unplannedDowntimeHours: 0,
            },
          }),
        ),
    });
    expect(await screen.findByText('No failures recorded in the last 30 days.')).toBeTruthy();
    expect(screen.getByText(/No PMs were due in the last 1 months/)).toBeTruthy();
    expect(screen.getByText('No work orders or downtime were recorded in the last 30 days.')).toBeTruthy();
  });
});

describe('cost analysis', () => {
  it('shows the totals, cost by equipment, labour vs parts and the months against the budget', async () => {
    renderPage('/analytics?tab=costs');
    expect(
      within(await screen.findByRole('group', { name: 'Total Cost' })).getByText('$48,250'),
    ).toBeTruthy();
    expect(within(card('Labour')).getByText('$26,812')).toBeTruthy();
    expect(within(card('Labour')).getByText('412.5 h at $65.00/h')).toBeTruthy();
    expect(within(card('Parts')).getByText('$21,438')).toBeTruthy();
    expect(within(card('Planned Share')).getByText('40.4%')).toBeTruthy();
    expect(within(region('Cost by Equipment')).getByRole('img').getAttribute('aria-label')).toContain(
      'Hydraulic Press HP-200: $9,120',
    );
    expect(region('Labour vs Parts').textContent).toContain('Labour $26,812 (55.6%)');
    expect(within(region('Monthly Cost vs Budget')).getByText('Every month within budget.')).toBeTruthy();
    expect(screen.queryByText('Labour is not costed')).toBeNull();
  });

  it('says plainly that labour is not costed without a rate, and that no budget is set', async () => {
    renderPage('/analytics?tab=costs', {
      'GET /api/analytics/costs': () => {
        const costs = buildCostAnalysis();
        return jsonResponse(
          200,
          buildCostAnalysis({
            laborRate: null,
            monthlyBudget: null,
            totals: { ...costs.totals, labor: null, total: costs.totals.parts },
            byEquipment: costs.byEquipment.map((row) => ({ ...row, labor: null, total: row.parts })),
            byMonth: costs.byMonth.map((row) => ({ ...row, labor: null, total: row.parts, budget: null })),
          }),
        );
      },
    });
    const labour = await screen.findByRole('group', { name: 'Labour' });
    expect(within(labour).getByText('Not costed')).toBeTruthy();
    expect(within(labour).getByText('412.5 h logged; no labour rate set')).toBeTruthy();
    expect(screen.getByText('Labour is not costed')).toBeTruthy();
    expect(
      within(region('Labour vs Parts')).getByText(/Labour is not costed until a labour rate is set/),
    ).toBeTruthy();
    expect(
      within(region('Monthly Cost vs Budget')).getByText(
        'No monthly budget is set, so the months are not compared with one.',
      ),
    ).toBeTruthy();
  });

  it('says "Failed to fetch cost analysis" when the call fails', async () => {
    renderPage('/analytics?tab=costs', {
      'GET /api/analytics/costs': () => jsonResponse(503, { error: 'UNAVAILABLE', message: 'Try later' }),
    });
    expect(await screen.findByText('Failed to fetch cost analysis')).toBeTruthy();
  });
});

describe('inventory analytics', () => {
  it('shows the tiles, usage by part and month, stock-outs and dead stock', async () => {
    renderPage('/analytics?tab=inventory');
    expect(
      within(await screen.findByRole('group', { name: 'Stock Value' })).getByText('$84,620'),
    ).toBeTruthy();
    expect(within(card('Used in Period')).getByText('$21,438')).toBeTruthy();
    expect(within(card('Turnover')).getByText('1.0×')).toBeTruthy();
    expect(within(card('Out of Stock')).getByText('2')).toBeTruthy();
    expect(within(card('Out of Stock')).getByText('5 stock-outs in the period')).toBeTruthy();
    expect(within(region('Usage by Part')).getByRole('img').getAttribute('aria-label')).toContain(
      'Hydraulic oil filter: 48',
    );
    expect(region('Usage by Month')).toBeTruthy();
    const outs = within(region('Stock-outs')).getAllByRole('listitem');
    expect(outs.map((item) => item.querySelector('.font-mono')?.textContent)).toEqual([
      'SEL-0450',
      'BLT-A42',
    ]);
    expect(outs[0]!.textContent).toContain('Reorder at 4 · since 2 Jun 2026');
    const dead = region('Dead Stock');
    expect(dead.textContent).toContain('3 parts worth $6,140 unused for 180 days.');
    expect(within(dead).getByText('2 in stock · last used 14 Aug 2025')).toBeTruthy();
    expect(within(dead).getByText('3 in stock · never used')).toBeTruthy();
  });

  it('says "No data" for turnover without stock, and why the lists and charts are empty', async () => {
    renderPage('/analytics?tab=inventory&days=7', {
      'GET /api/analytics/inventory': () =>
        jsonResponse(
          200,
          buildInventoryAnalytics({
            turnover: null,
            usageByPart: [],
            usageByMonth: [{ month: '2026-06', quantity: 0, value: 0 }],
            stockOuts: { count: 0, events: 0, parts: [] },
            deadStock: { count: 0, value: 0, parts: [] },
          }),
        ),
    });
    expect(within(await screen.findByRole('group', { name: 'Turnover' })).getByText('No data')).toBeTruthy();
    expect(screen.getByText('No parts were used in the last 7 days.')).toBeTruthy();
    expect(screen.getByText('No part is out of stock right now.')).toBeTruthy();
    // A part stocked less than 180 days ago is neither used nor dead: the line claims only what holds.
    expect(screen.getByText('No dead stock: no part has sat in stock unused for 180 days.')).toBeTruthy();
    expect(screen.getByText('Parts that have sat in stock unused for 180 days.')).toBeTruthy();
  });
});
