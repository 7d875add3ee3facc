import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { DebugEnv, TestSummary } from '@shared/schemas/debug';
import type { Health } from '@shared/schemas/health';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import DebugPage from './debug-page';

const HEALTH: Health = { status: 'ok', version: '1.4.0', uptime: 125, timestamp: '2026-06-10T12:00:00.000Z' };
const ENV: DebugEnv = {
  nodeEnv: 'production',
  port: 5000,
  version: '1.4.0',
  databaseMode: 'embedded',
  redis: 'off',
  features: { redis: 'disabled', demoData: 'enabled' },
};
const SUMMARY: TestSummary = {
  total: 3,
  passed: 1,
  failed: 1,
  warnings: 1,
  checks: [
    { name: 'database reachable', status: 'pass', detail: 'The database answers.', durationMs: 3 },
    { name: 'push configured', status: 'warn', detail: 'No push keys yet.', durationMs: 1 },
    { name: 'storage writable', status: 'fail', detail: 'Storage is read-only.', durationMs: 2 },
  ],
  timestamp: '2026-06-10T12:00:00.000Z',
};

function renderPage(routes: Record<string, FetchHandler> = {}) {
  return {
    ...stubFetch({
      'GET /api/health': () => jsonResponse(200, HEALTH),
      'GET /api/debug/env': () => jsonResponse(200, ENV),
      'GET /api/debug/test-summary': () => jsonResponse(200, SUMMARY),
      ...routes,
    }),
    ...renderWithApp(<DebugPage />, { path: '/debug' }),
  };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('Debug dashboard', () => {
  it('shows database status, API health, environment and the self-checks to a visitor, without a token', async () => {
    const { calls } = renderPage();
    expect(
      await within(await screen.findByRole('region', { name: 'Database status' })).findByText('Connected'),
    ).toBeTruthy();
    expect(within(region('API health')).getByText('Healthy')).toBeTruthy();
    expect(within(region('API health')).getByText('2 min 5 s')).toBeTruthy();
    expect(await within(region('Environment')).findByText('production')).toBeTruthy();
    expect(within(region('Environment')).getByText('disabled')).toBeTruthy();
    expect(within(region('Environment')).queryByText('Operational (admins only)')).toBeNull();
    const storage = await within(region('Test summary')).findByRole('listitem', { name: 'storage writable' });
    expect(within(storage).getByText('fail')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    for (const call of calls) expect(call.headers.get('Authorization')).toBeNull();
  });

  it('reads a 503 health answer as an unreachable database, not a failed fetch', async () => {
    renderPage({
      'GET /api/health': () => jsonResponse(503, { ...HEALTH, status: 'unavailable' }),
    });
    expect(
      await within(await screen.findByRole('region', { name: 'Database status' })).findByText('Unreachable'),
    ).toBeTruthy();
    expect(within(region('API health')).getByText('Unhealthy')).toBeTruthy();
  });

  it('shows each section’s own error text', async () => {
    const failure = () => jsonResponse(500, { error: 'INTERNAL', message: 'Boom' });
    renderPage({
      'GET /api/health': failure,
      'GET /api/debug/env': failure,
      'GET /api/debug/test-summary': failure,
    });
    for (const text of [
      'Failed to fetch database status.',
      'Failed to fetch API status.',
      'Failed to fetch environment variables.',
      'Failed to fetch test summary.',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('sends the token when signed in, and shows an admin the operational settings', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
    const { calls } = renderPage({
      'GET /api/profiles/me': () => jsonResponse(200, buildProfile('admin')),
      'GET /api/debug/env': () =>
        jsonResponse(200, {
          ...ENV,
          operational: {
            logLevel: 'info',
            dbPoolSize: 10,
            trustProxy: false,
            pmGraceDays: 2,
            loginRateLimitPerMinute: 10,
            pushServiceHosts: ['fcm.googleapis.com'],
            nodeVersion: 'v20.19.0',
            platform: 'linux',
          },
        }),
    });
    expect(await screen.findByText('Operational (admins only)')).toBeTruthy();
    expect(screen.getByText('fcm.googleapis.com')).toBeTruthy();
    const envCall = calls.find((call) => call.url === '/api/debug/env');
    expect(envCall?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(screen.getByRole('link', { name: 'Back to the app' })).toBeTruthy();
  });
});
