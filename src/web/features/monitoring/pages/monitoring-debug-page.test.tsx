import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { TESTED_ENDPOINTS } from '../api/test-endpoints';
import { buildHealth, buildMetrics } from '../components/monitoring-test-fixtures';
import MonitoringDebugPage from './monitoring-debug-page';

function renderPage() {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('manager')),
    'GET /api/test': () =>
      jsonResponse(200, { status: 'ok', message: 'API is working', timestamp: '2026-06-10T12:00:00.000Z' }),
    'GET /api/health': () =>
      jsonResponse(200, {
        status: 'ok',
        version: '1.4.0',
        uptime: 60,
        timestamp: '2026-06-10T12:00:00.000Z',
      }),
    'GET /api/monitoring/metrics': () => jsonResponse(200, buildMetrics()),
    'GET /api/monitoring/alerts': () => jsonResponse(200, [], { 'X-Total-Count': '0' }),
    'GET /api/monitoring/health': () => jsonResponse(200, buildHealth()),
    'GET /api/monitoring/system': () =>
      jsonResponse(500, { error: 'INTERNAL', message: 'Sampler table missing' }),
  });
  return { ...stub, ...renderWithApp(<MonitoringDebugPage />, { path: '/monitoring-debug' }) };
}

describe('Monitoring endpoint tester', () => {
  it('calls every endpoint with the user’s token and shows status, success, error and the raw response', async () => {
    const { calls } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Test All API Endpoints' }));
    expect(await screen.findByText('5 of 7 endpoints answered successfully.')).toBeTruthy();
    for (const endpoint of TESTED_ENDPOINTS) {
      const call = calls.find((candidate) => candidate.url === endpoint);
      expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
      expect(screen.getByRole('group', { name: endpoint })).toBeTruthy();
    }
    const ok = screen.getByRole('group', { name: '/api/test' });
    expect(within(ok).getByText('Status 200')).toBeTruthy();
    expect(within(ok).getByText('Success')).toBeTruthy();
    expect(within(ok).getByText(/"message": "API is working"/)).toBeTruthy();
    const failed = screen.getByRole('group', { name: '/api/monitoring/system' });
    expect(within(failed).getByText('Status 500')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Error: Sampler table missing')).toBeTruthy();
    const missing = screen.getByRole('group', { name: '/api/monitoring/kpi' });
    expect(within(missing).getByText('Status 404')).toBeTruthy();
  });
});
