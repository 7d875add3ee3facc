import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { buildProfile } from '@web/test/fixtures';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { AppRouter } from './router';

function signedInAs(role: Role) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.warehouseId, 'warehouse-1');
  return stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/notifications': () => jsonResponse(200, [], { 'X-Unread-Count': '0', 'X-Total-Count': '0' }),
  });
}

describe('router and auth guard', () => {
  it('answers an unknown path with a 404 a visitor can act on: what is missing, and the way in', async () => {
    stubFetch({});
    renderWithApp(<AppRouter />, { path: '/no-such-screen' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(
      screen.getByText(
        'There is no page at /no-such-screen. The link may be out of date or mistyped: check the address, or sign in and find the page from the menu.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/router/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/login');
  });

  it('inside the workspace the 404 leads back to the dashboard', async () => {
    signedInAs('technician');
    renderWithApp(<AppRouter />, { path: '/work-order/42' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(
      screen.getByText(
        'There is no page at /work-order/42. The link may be out of date or mistyped: check the address, or go back to the dashboard and find the page from the menu.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('sends a visitor without a session to /login', async () => {
    stubFetch({});
    const { currentPath } = renderWithApp(<AppRouter />, { path: '/work-orders' });
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('shows a loading screen while the stored session is checked', async () => {
    signedInAs('supervisor');
    renderWithApp(<AppRouter />, { path: '/dashboard' });
    expect(screen.getByText('Loading your workspace…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('clears the stored session when the profile check fails', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'expired');
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
    window.localStorage.setItem(STORAGE_KEYS.warehouseId, 'warehouse-1');
    stubFetch({
      'GET /api/profiles/me': () => jsonResponse(500, { error: 'INTERNAL', message: 'Database down' }),
    });
    const { currentPath } = renderWithApp(<AppRouter />, { path: '/dashboard' });
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.warehouseId)).toBeNull();
  });

  it('keeps the Phase 1 demo, a diagnostic page, to managers and admins', async () => {
    signedInAs('technician');
    renderWithApp(<AppRouter />, { path: '/phase1-demo' });
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Phase 1 Implementation Demo' })).toBeTruthy();
  });

  it('shows "Access denied" inside the layout when the role lacks the permission', async () => {
    signedInAs('technician');
    renderWithApp(<AppRouter />, { path: '/analytics' });
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Analytics & Reporting' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Work Orders' })).toBeTruthy();
  });

  it('opens /debug signed out, outside the guard and the layout', async () => {
    stubFetch({
      'GET /api/health': () =>
        jsonResponse(200, {
          status: 'ok',
          version: '1.4.0',
          uptime: 5,
          timestamp: '2026-06-10T12:00:00.000Z',
        }),
    });
    const { currentPath } = renderWithApp(<AppRouter />, { path: '/debug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Debug Dashboard' })).toBeTruthy();
    expect(currentPath()).toBe('/debug');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('opens /debug signed in too, for any role', async () => {
    signedInAs('technician');
    renderWithApp(<AppRouter />, { path: '/debug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Debug Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toBeTruthy();
    expect(screen.queryByText('Access denied')).toBeNull();
  });

  it('renders the reports frame and a signed-in 404 inside the layout', async () => {
    signedInAs('manager');
    const first = renderWithApp(<AppRouter />, { path: '/reports' });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    first.unmount();
    renderWithApp(<AppRouter />, { path: '/nowhere' });
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeTruthy();
  });

  it('shows the sidebar user block with initials, name and role', async () => {
    signedInAs('admin');
    renderWithApp(<AppRouter />, { path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByText('Dana Planner').length).toBeGreaterThan(0);
    expect(screen.getByText('admin')).toBeTruthy();
    expect(screen.getByLabelText('Search').getAttribute('placeholder')).toBe(
      'Search work orders, equipment…',
    );
  });
});
