import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { healthQuery } from '../api/get-health';
import {
  buildHealth,
  buildPublicHealth,
  buildRecommendations,
  buildSlowQueries,
  buildSlowRequests,
  buildSummary,
} from '../components/admin-test-fixtures';
import AdminPage from './admin-page';

function renderPage(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('manager')),
    'GET /api/health': () => jsonResponse(200, buildHealth()),
    'GET /api/admin/performance/summary': () => jsonResponse(200, buildSummary()),
    'GET /api/admin/performance/slow-requests': () => jsonResponse(200, buildSlowRequests()),
    'GET /api/admin/performance/slow-queries': () => jsonResponse(200, buildSlowQueries()),
    'GET /api/admin/performance/recommendations': () => jsonResponse(200, buildRecommendations()),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<AdminPage />, { path: '/admin' }) };
}

const card = (name: string) => screen.getByRole('group', { name });
const region = (name: string) => screen.getByRole('region', { name });
const healthCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/health').length;

describe('System Health', () => {
  it('says "Loading health data..." while the health answer is on its way', async () => {
    renderPage({ 'GET /api/health': () => new Promise<Response>(() => undefined) });
    expect(await screen.findByText('Loading health data...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'System Health' })).toBeTruthy();
  });

  it('shows the five cards of this instance', async () => {
    renderPage();
    const status = await screen.findByRole('group', { name: 'System Status' });
    expect(within(status).getByText('Healthy')).toBeTruthy();
    expect(within(status).getByText('Environment: Production')).toBeTruthy();
    expect(within(card('Uptime')).getByText('3 days, 4 hours')).toBeTruthy();
    expect(within(card('WebSocket')).getByText('7')).toBeTruthy();
    expect(within(card('WebSocket')).getByText('Active connections')).toBeTruthy();
    expect(within(card('Version')).getByText('0.1.0')).toBeTruthy();
    expect(within(card('Version')).getByText('Port 5055')).toBeTruthy();
    const memory = card('Memory Usage');
    // Heap used against the heap limit (ADR 40): 64 of 4,096 MB.
    expect(within(memory).getByText('1.6%')).toBeTruthy();
    expect(within(memory).getByText('Heap 64.0 MB of a 4,096.0 MB limit')).toBeTruthy();
    expect(within(memory).getByText('128.0 MB reserved · RSS 210.0 MB')).toBeTruthy();
  });

  it('says Degraded with what it means', async () => {
    renderPage({ 'GET /api/health': () => jsonResponse(200, buildHealth({ status: 'degraded' })) });
    const status = await screen.findByRole('group', { name: 'System Status' });
    expect(within(status).getByText('Degraded')).toBeTruthy();
    expect(within(status).getByText(/Redis is unreachable/)).toBeTruthy();
  });

  it('says Unhealthy when the instance reports it is unavailable', async () => {
    renderPage({ 'GET /api/health': () => jsonResponse(200, buildHealth({ status: 'unavailable' })) });
    const status = await screen.findByRole('group', { name: 'System Status' });
    expect(within(status).getByText('Unhealthy')).toBeTruthy();
  });

  it('lists each feature with an Enabled or Disabled badge', async () => {
    renderPage();
    const features = await screen.findByRole('region', { name: 'Feature Status' });
    const items = within(features).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Demo dataEnabled',
      'Redis (several instances)Disabled',
      'Request measurementEnabled',
    ]);
  });

  it('hides Deployment Information when the deployment set none of it', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Feature Status' });
    expect(screen.queryByRole('region', { name: 'Deployment Information' })).toBeNull();
    expect(screen.queryByText('Deployment Information')).toBeNull();
  });

  it('shows Deployment Information with the short sha and build id when any value exists', async () => {
    renderPage({
      'GET /api/health': () =>
        jsonResponse(
          200,
          buildHealth({
            sha: '9f3c2a71b4e05d6a8c1f0e2d3b4a5c6d7e8f9a0b',
            buildId: 'build-20260610-0042-x',
            region: 'eu-west-1',
            lastUpdated: '2026-06-09T08:30:00.000Z',
          }),
        ),
    });
    const deployment = await screen.findByRole('region', { name: 'Deployment Information' });
    expect(within(deployment).getByText('9f3c2a71')).toBeTruthy();
    expect(within(deployment).getByText('build-202606')).toBeTruthy();
    expect(within(deployment).getByText('eu-west-1')).toBeTruthy();
    expect(within(deployment).getByText('9 Jun 2026, 08:30')).toBeTruthy();
  });

  it('shows Deployment Information when only the region is set', async () => {
    renderPage({ 'GET /api/health': () => jsonResponse(200, buildHealth({ region: 'eu-west-1' })) });
    const deployment = await screen.findByRole('region', { name: 'Deployment Information' });
    expect(within(deployment).getByText('eu-west-1')).toBeTruthy();
    expect(within(deployment).getAllByText('Not set')).toHaveLength(3);
  });

  it('lists the connections by warehouse, the busiest first, and says when there are none', async () => {
    renderPage();
    const connections = await screen.findByRole('region', { name: 'Active Connections by Warehouse' });
    expect(
      within(connections)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['North Depot5 connections', 'Main Plant2 connections']);
  });

  it('says honestly that no one is connected', async () => {
    renderPage({
      'GET /api/health': () =>
        jsonResponse(200, buildHealth({ websocket: { activeConnections: 0, connectionsByWarehouse: [] } })),
    });
    const connections = await screen.findByRole('region', { name: 'Active Connections by Warehouse' });
    expect(within(connections).getByText('No one is connected to this instance right now.')).toBeTruthy();
  });

  it('shows the database status and latency, and "No data" without a latency', async () => {
    renderPage({
      'GET /api/health': () =>
        jsonResponse(
          200,
          buildHealth({ database: { status: 'unreachable', mode: 'external', latencyMs: null } }),
        ),
    });
    const database = await screen.findByRole('region', { name: 'Database' });
    const figure = (label: string) => within(database).getByText(label).nextElementSibling?.textContent;
    expect(figure('Status')).toBe('Unreachable');
    expect(figure('Latency')).toBe('No data');
    expect(figure('Mode')).toBe('External PostgreSQL');
    expect(figure('Redis')).toBe('Not configured');
  });

  it('shows the latency of a connected database', async () => {
    renderPage();
    const database = await screen.findByRole('region', { name: 'Database' });
    expect(within(database).getByText('Latency').nextElementSibling?.textContent).toBe('1.8 ms');
    expect(within(database).getByText('Connected')).toBeTruthy();
  });

  it('shows the error card, and Retry asks again', async () => {
    let attempts = 0;
    const { calls } = renderPage({
      'GET /api/health': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(500, { error: 'INTERNAL', message: 'Boom' })
          : jsonResponse(200, buildHealth());
      },
    });
    expect(await screen.findByText('Failed to Load Health Data')).toBeTruthy();
    expect(screen.getByText('Unable to fetch system health information')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'System Status' })).toBeTruthy();
    expect(healthCalls(calls)).toBe(2);
    expect(screen.queryByText('Failed to Load Health Data')).toBeNull();
  });

  it('asks again on Refresh', async () => {
    const { calls } = renderPage();
    await screen.findByRole('group', { name: 'System Status' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(healthCalls(calls)).toBe(2));
  });

  it('shows what the public answer carries when the server sends no details', async () => {
    renderPage({ 'GET /api/health': () => jsonResponse(200, buildPublicHealth()) });
    const status = await screen.findByRole('group', { name: 'System Status' });
    expect(within(status).getByText('Healthy')).toBeTruthy();
    expect(within(card('Uptime')).getByText('1 hour, 1 minute')).toBeTruthy();
    expect(within(card('Version')).getByText('0.1.0')).toBeTruthy();
    expect(screen.getByText('Only the public status was sent')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Memory Usage' })).toBeNull();
  });

  it('polls every 30 seconds and counts the answer stale after 5', () => {
    expect(healthQuery().refetchInterval).toBe(30_000);
    expect(healthQuery().staleTime).toBe(5_000);
  });
});

describe('Performance tab', () => {
  it('shows the same performance summary as the Performance Dashboard', async () => {
    const { calls } = renderPage();
    await screen.findByRole('group', { name: 'System Status' });
    expect(calls.some((call) => call.url.startsWith('/api/admin/performance'))).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Performance' })).toBeTruthy();
    const response = await screen.findByRole('group', { name: 'Avg Response Time' });
    expect(within(response).getByText('142.4 ms')).toBeTruthy();
    expect(region('Server')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Recommendations' })).toBeTruthy();
  });
});
