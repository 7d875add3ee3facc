import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildAlert, buildMetrics, buildSystemMetrics } from '../components/monitoring-test-fixtures';
import SystemMonitoringPage from './system-monitoring-page';

const OPEN = Array.from({ length: 8 }, () => buildAlert());

function renderPage(routes: Record<string, FetchHandler> = {}, organizationWide = true) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('manager', { organizationWide })),
    'GET /api/monitoring/metrics': () =>
      jsonResponse(200, buildMetrics({ openAlerts: { critical: 2, warning: 6, info: 0 } })),
    'GET /api/monitoring/system': () => jsonResponse(200, buildSystemMetrics({ range: '1h' })),
    'GET /api/monitoring/alerts': () => jsonResponse(200, OPEN.slice(0, 5), { 'X-Total-Count': '8' }),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<SystemMonitoringPage />, { path: '/system-monitoring' }) };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('System Monitoring dashboard', () => {
  it('shows Live, the four cards, resources and business metrics', async () => {
    const { calls } = renderPage();
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(
      within(await screen.findByRole('group', { name: 'System Uptime' })).getByText('2 d 3 h'),
    ).toBeTruthy();
    expect(within(group('Avg Response Time')).getByText('85 ms').className).toContain('text-success');
    expect(within(group('Memory Usage')).getByText('72%').className).toContain('warning');
    expect(within(group('Memory Usage')).getByText('2,949.1 of a 4,096 MB heap limit')).toBeTruthy();
    expect(within(group('Active Alerts')).getByText('8')).toBeTruthy();
    const resources = screen.getByRole('region', { name: 'System resources' });
    expect(within(resources).getByText('1,200')).toBeTruthy();
    expect(within(resources).getByText('7%').className).toContain('text-destructive');
    const business = screen.getByRole('region', { name: 'Business metrics' });
    for (const text of [
      'Active work orders',
      'Overdue orders',
      'PM compliance',
      'Equipment tracked',
      '18',
      '3',
      '91.5%',
      '42',
    ]) {
      expect(within(business).getByText(text)).toBeTruthy();
    }
    expect(calls.some((call) => call.url === '/api/monitoring/alerts?limit=5&resolved=false')).toBe(true);
    expect(calls.some((call) => call.url === '/api/monitoring/system?range=1h')).toBe(true);
  });

  it('lists the first 5 open alerts, then "And N more alerts..."', async () => {
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Active alerts' });
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: /^Resolve / })).toHaveLength(5));
    expect(within(panel).getByText('And 3 more alerts...')).toBeTruthy();
  });

  it('offers a manager of one plant no Resolve, and says why (issue 22 §7)', async () => {
    renderPage({}, false);
    const panel = await screen.findByRole('region', { name: 'Active alerts' });
    expect(await within(panel).findByText(OPEN[0]!.title)).toBeTruthy();
    expect(
      await within(panel).findByText(
        'Monitoring alerts are about the whole installation, which every plant shares: only a manager or admin of all its plants can resolve them',
      ),
    ).toBeTruthy();
    expect(within(panel).queryAllByRole('button', { name: /^Resolve / })).toEqual([]);
  });

  it('resolves an alert, says so, and refetches the list', async () => {
    let isResolved = false;
    const { calls } = renderPage({
      [`POST /api/monitoring/alerts/${OPEN[0]!.id}/resolve`]: () => {
        isResolved = true;
        return jsonResponse(200, { ...OPEN[0]!, resolved: true });
      },
      'GET /api/monitoring/alerts': () =>
        isResolved
          ? jsonResponse(200, OPEN.slice(1, 6), { 'X-Total-Count': '7' })
          : jsonResponse(200, OPEN.slice(0, 5), { 'X-Total-Count': '8' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Resolve ${OPEN[0]!.title}` }));
    expect(await screen.findByText('Alert resolved successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('And 2 more alerts...')).toBeTruthy());
    expect(screen.queryByRole('button', { name: `Resolve ${OPEN[0]!.title}` })).toBeNull();
    const resolveCall = calls.find((call) => call.method === 'POST');
    expect(resolveCall?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('says "Failed to resolve alert" / "Please try again later" when the resolve fails', async () => {
    renderPage({
      [`POST /api/monitoring/alerts/${OPEN[1]!.id}/resolve`]: () =>
        jsonResponse(409, { error: 'CONFLICT', message: 'Already resolved' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Resolve ${OPEN[1]!.title}` }));
    expect(await screen.findByText('Failed to resolve alert')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
  });

  it('shows "All systems operational" / "No active performance alerts" with no open alert', async () => {
    renderPage({ 'GET /api/monitoring/alerts': () => jsonResponse(200, [], { 'X-Total-Count': '0' }) });
    expect(await screen.findByText('All systems operational')).toBeTruthy();
    expect(screen.getByText('No active performance alerts')).toBeTruthy();
  });

  it('says "Failed to load system metrics: {message}" when the metrics fail', async () => {
    renderPage({
      'GET /api/monitoring/metrics': () =>
        jsonResponse(503, { error: 'UNAVAILABLE', message: 'Database unavailable' }),
    });
    expect(await screen.findByText('Failed to load system metrics: Database unavailable')).toBeTruthy();
  });

  it('says why there is no sample yet', async () => {
    renderPage({
      'GET /api/monitoring/system': () => jsonResponse(200, buildSystemMetrics({ range: '1h', samples: [] })),
    });
    expect(
      await screen.findByText(
        'No system metrics data available. This might be a configuration issue. The first sample is written a minute after the server starts.',
      ),
    ).toBeTruthy();
  });
});
