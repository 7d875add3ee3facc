import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import {
  buildAlert,
  buildHealth,
  buildKpis,
  buildMetrics,
  buildMonitoringKpi,
  buildSample,
  buildSystemMetrics,
} from '../components/monitoring-test-fixtures';
import PerformanceMonitorPage from './performance-monitor-page';

const ALERTS = Array.from({ length: 12 }, (_, index) =>
  buildAlert({ type: index === 0 ? 'critical' : 'warning', resolved: index > 3 }),
);

function renderPage(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('manager')),
    'GET /api/monitoring/system': () => jsonResponse(200, buildSystemMetrics()),
    'GET /api/monitoring/kpi': () => jsonResponse(200, buildMonitoringKpi()),
    'GET /api/monitoring/health': () => jsonResponse(200, buildHealth()),
    'GET /api/monitoring/alerts': () =>
      jsonResponse(200, ALERTS.slice(0, 10), { 'X-Total-Count': String(ALERTS.length) }),
    'GET /api/monitoring/metrics': () =>
      jsonResponse(200, buildMetrics({ openAlerts: { critical: 1, warning: 3, info: 0 } })),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<PerformanceMonitorPage />, { path: '/admin/monitoring' }) };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('Enterprise Performance Monitor', () => {
  it('shows "Critical Issues Detected" with the counts of open critical and warning alerts', async () => {
    renderPage();
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Critical Issues Detected')).toBeTruthy();
    expect(within(banner).getByText('1 unresolved critical alert · 3 unresolved warnings')).toBeTruthy();
  });

  it('shows "Warnings Active" when only warnings are open, and no banner when none is', async () => {
    const first = renderPage({
      'GET /api/monitoring/metrics': () =>
        jsonResponse(200, buildMetrics({ openAlerts: { critical: 0, warning: 2, info: 1 } })),
    });
    expect(await screen.findByText('Warnings Active')).toBeTruthy();
    expect(screen.getByText('0 unresolved critical alerts · 2 unresolved warnings')).toBeTruthy();
    first.unmount();
    renderPage({ 'GET /api/monitoring/metrics': () => jsonResponse(200, buildMetrics()) });
    await screen.findByRole('group', { name: 'Overall health' });
    expect(screen.queryByText('Warnings Active')).toBeNull();
    expect(screen.queryByText('Critical Issues Detected')).toBeNull();
  });

  it('colours the health cards by band, names the trend, and says "No data" for a null score', async () => {
    renderPage();
    const overall = await screen.findByRole('group', { name: 'Overall health' });
    expect(within(overall).getByText('84')).toBeTruthy();
    expect(overall.dataset.band).toBe('amber');
    expect(within(overall).getByText('Stable on the previous hour')).toBeTruthy();
    expect(group('Infrastructure health').dataset.band).toBe('green');
    expect(within(group('Infrastructure health')).getByText('Improving on the previous hour')).toBeTruthy();
    expect(group('Application health').dataset.band).toBe('red');
    expect(within(group('Application health')).getByText('Declining on the previous hour')).toBeTruthy();
    expect(within(group('Business health')).getByText('No data')).toBeTruthy();
  });

  it('shows CPU, Memory, Response Time and DB Connections of the newest sample', async () => {
    renderPage();
    expect(within(await screen.findByRole('group', { name: 'CPU' })).getByText('23.4%')).toBeTruthy();
    expect(within(group('Memory')).getByText('61.8%')).toBeTruthy();
    expect(within(group('Response Time')).getByText('142 ms')).toBeTruthy();
    expect(within(group('DB Connections')).getByText('4')).toBeTruthy();
  });

  it('asks for the chosen range and stops polling in Manual', async () => {
    const { calls } = renderPage();
    await screen.findByRole('group', { name: 'CPU' });
    expect(calls.some((call) => call.url === '/api/monitoring/system?range=24h')).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Time range' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/monitoring/kpi?range=7d')).toBe(true));
    expect(screen.getByText('Auto Refresh')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByText('Manual')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('lists the KPIs with value and target, "No data" where nothing was measured', async () => {
    renderPage({
      'GET /api/monitoring/kpi': () => jsonResponse(200, buildMonitoringKpi(buildKpis({ mtbf: null }))),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Business KPIs' }));
    const list = await screen.findByRole('list', { name: 'KPI list' });
    const mttr = within(list).getByRole('listitem', { name: 'MTTR' });
    expect(within(mttr).getByText('3.6 h')).toBeTruthy();
    expect(within(mttr).getByText('Target: <4 h · hours')).toBeTruthy();
    expect(within(mttr).getByText('Met')).toBeTruthy();
    expect(within(within(list).getByRole('listitem', { name: 'MTBF' })).getByText('No data')).toBeTruthy();
    expect(
      within(within(list).getByRole('listitem', { name: 'PM compliance' })).getByText('Not met'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Current vs target' })).toBeTruthy();
  });

  it('shows the 10 latest alerts and events', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Alerts & Events' }));
    const panel = await screen.findByRole('region', { name: 'Alerts & Events' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    expect(within(panel).getByText('The 10 latest of 12')).toBeTruthy();
  });

  it('says why the charts are empty before the first sample', async () => {
    renderPage({
      'GET /api/monitoring/system': () => jsonResponse(200, buildSystemMetrics({ samples: [] })),
    });
    const texts = await screen.findAllByText(
      /No system metrics data available\. This might be a configuration issue\./,
    );
    expect(texts.length).toBeGreaterThan(0);
    expect(within(group('CPU')).getByText('No data')).toBeTruthy();
  });

  it('exports performance-report-{today}.json with the range, newest sample, KPIs, health and 10 alerts', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage();
    await screen.findByRole('group', { name: 'CPU' });
    await screen.findByRole('group', { name: 'Overall health' });
    const exportButton = screen.getByRole('button', { name: 'Export Report' });
    await waitFor(() => expect((exportButton as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(exportButton);
    expect(clicked[0]?.download).toBe(`performance-report-${format(new Date(), 'yyyy-MM-dd')}.json`);
    const report = JSON.parse(await created[0]!.text()) as Record<string, unknown>;
    expect(Object.keys(report)).toEqual(['range', 'latestSystemMetrics', 'kpis', 'health', 'alerts']);
    expect(report.range).toBe('24h');
    expect(report.latestSystemMetrics).toEqual(buildSample());
    expect(report.alerts).toHaveLength(10);
  });

  it('shows the failure with the server’s words when the health call fails', async () => {
    renderPage({
      'GET /api/monitoring/health': () => jsonResponse(500, { error: 'INTERNAL', message: 'Database down' }),
    });
    expect(await screen.findByText('Failed to fetch health data')).toBeTruthy();
    expect(screen.getByText('Database down')).toBeTruthy();
  });
});
