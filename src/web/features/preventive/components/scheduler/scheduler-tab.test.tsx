import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { SchedulerStatus } from '@shared/schemas/pm';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { schedulerStatusQuery, SCHEDULER_POLL_MS } from '../../api/get-scheduler-status';
import { buildCalendarEntry, buildSchedulerStatus, buildTemplate } from '../pm-test-fixtures';
import { SchedulerTab } from './scheduler-tab';

const TEMPLATE = buildTemplate({ component: 'Bearings', action: 'Grease', model: 'Hytrol E24' });
const IN_TEN_DAYS = new Date(Date.now() + 10 * 86_400_000);
const FORECAST = buildCalendarEntry({
  kind: 'forecast',
  assetTag: 'CNV-007',
  title: 'Bearings – Grease',
  date: IN_TEN_DAYS.toISOString().slice(0, 10),
  dueDate: IN_TEN_DAYS.toISOString(),
});

function renderTab(
  role: Role,
  status: SchedulerStatus = buildSchedulerStatus(),
  routes: Record<string, FetchHandler> = {},
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/pm-scheduler/status': () => jsonResponse(200, status),
    'GET /api/pm-templates': () => jsonResponse(200, [TEMPLATE]),
    'GET /api/pm-calendar': ({ url }) =>
      jsonResponse(
        200,
        new URL(url, 'http://x').searchParams.get('month') === FORECAST.date.slice(0, 7) ? [FORECAST] : [],
      ),
    ...routes,
  });
  renderWithApp(<SchedulerTab />);
  return stub;
}

const region = () => screen.getByRole('region', { name: 'PM Scheduler' });

afterEach(() => {
  vi.useRealTimers();
});

describe('PM scheduler', () => {
  it('shows Running with last and next run; supervisors get Run Now but no toggle', async () => {
    renderTab('supervisor');
    expect(await within(region()).findByText('Running')).toBeTruthy();
    expect(within(region()).getByText('Last run')).toBeTruthy();
    expect(within(region()).getByText('Next run')).toBeTruthy();
    expect(within(region()).getByText('2 work orders')).toBeTruthy();
    expect(within(region()).getByRole('button', { name: 'Run Now' })).toBeTruthy();
    expect(within(region()).queryByRole('switch')).toBeNull();
    expect(within(region()).getByText(/every hour, for each active asset/i)).toBeTruthy();
  });

  it('shows Stopped and nothing to press to technicians', async () => {
    renderTab('technician', buildSchedulerStatus({ isRunning: false, nextRun: null }));
    expect(await within(region()).findByText('Stopped')).toBeTruthy();
    expect(within(region()).getByText('Not scheduled')).toBeTruthy();
    expect(within(region()).queryByRole('switch')).toBeNull();
    expect(within(region()).queryByRole('button', { name: 'Run Now' })).toBeNull();
  });

  it('lets managers stop and start it', async () => {
    const { calls } = renderTab('manager', buildSchedulerStatus(), {
      'POST /api/pm-scheduler/stop': () =>
        jsonResponse(200, buildSchedulerStatus({ isRunning: false, nextRun: null })),
      'POST /api/pm-scheduler/start': () => jsonResponse(200, buildSchedulerStatus()),
    });
    const toggle = await within(region()).findByRole('switch', { name: 'Run every hour' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect(await screen.findByText('PM scheduler stopped successfully')).toBeTruthy();
    expect(within(region()).getByText('Stopped')).toBeTruthy();
    await userEvent.click(within(region()).getByRole('switch', { name: 'Run every hour' }));
    expect(await screen.findByText('PM scheduler started successfully')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/pm-scheduler/stop',
      '/api/pm-scheduler/start',
    ]);
  });

  it('says "Failed to start scheduler" when starting fails', async () => {
    renderTab('manager', buildSchedulerStatus({ isRunning: false, nextRun: null }), {
      'POST /api/pm-scheduler/start': () => jsonResponse(503, { error: 'UNAVAILABLE', message: 'Busy' }),
    });
    await userEvent.click(await within(region()).findByRole('switch', { name: 'Run every hour' }));
    expect(await screen.findByText('Failed to start scheduler')).toBeTruthy();
  });

  it('runs now and links each generated work order', async () => {
    const id = '7a2d4c1e-0000-4000-b000-000000000001';
    renderTab('supervisor', buildSchedulerStatus(), {
      'POST /api/pm-scheduler/run': () =>
        jsonResponse(200, {
          generated: 1,
          workOrders: [
            {
              id,
              foNumber: 'WO-2026-120',
              dueDate: '2026-05-15T08:00:00.000Z',
              equipmentId: '7a2d4c1e-0000-4000-8000-000000000099',
              assetTag: 'CNV-012',
              templateId: TEMPLATE.id,
            },
          ],
        }),
    });
    await userEvent.click(await within(region()).findByRole('button', { name: 'Run Now' }));
    expect(await screen.findByText('PM scheduler run completed')).toBeTruthy();
    const generated = await screen.findByRole('status', { name: 'Generated work orders' });
    expect(within(generated).getByText('Generated 1 work order')).toBeTruthy();
    const link = within(generated).getByRole('link', { name: /WO-2026-120/ });
    expect(link.getAttribute('href')).toBe(`/work-orders/${id}`);
    expect(link.textContent).toContain('CNV-012 · Bearings: Grease (Hytrol E24)');
    expect(within(generated).queryByText(/more work order/)).toBeNull();
  });

  it('says how many more a large run created than it lists', async () => {
    const listed = Array.from({ length: 100 }, (_, n) => ({
      id: `7a2d4c1e-0000-4000-b000-${String(n).padStart(12, '0')}`,
      foNumber: `WO-2026-${String(n + 1).padStart(3, '0')}`,
      dueDate: '2026-05-15T08:00:00.000Z',
      equipmentId: '7a2d4c1e-0000-4000-8000-000000000099',
      assetTag: 'CNV-012',
      templateId: TEMPLATE.id,
    }));
    renderTab('supervisor', buildSchedulerStatus(), {
      'POST /api/pm-scheduler/run': () => jsonResponse(200, { generated: 2500, workOrders: listed }),
    });
    await userEvent.click(await within(region()).findByRole('button', { name: 'Run Now' }));
    const generated = await screen.findByRole('status', { name: 'Generated work orders' });
    expect(within(generated).getByText('Generated 2,500 work orders')).toBeTruthy();
    expect(within(generated).getAllByRole('link', { name: /^WO-2026-/ })).toHaveLength(100);
    expect(generated.textContent).toContain(
      '…and 2,400 more work orders, among the new orders of the work-order list.',
    );
  });

  it('lists what the scheduler will raise next', async () => {
    renderTab('technician');
    const comingUp = await screen.findByRole('region', { name: 'Coming up' });
    expect(await within(comingUp).findByText('CNV-007')).toBeTruthy();
    expect(within(comingUp).getByText(/Raised /)).toBeTruthy();
  });

  it('says when a due date waits for the asset’s open PM order', async () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    const waiting = buildCalendarEntry({
      kind: 'forecast',
      assetTag: 'FLT-001',
      date: inThreeDays.toISOString().slice(0, 10),
      dueDate: inThreeDays.toISOString(),
      waitsFor: 'WO-2026-088',
    });
    renderTab('technician', buildSchedulerStatus(), {
      'GET /api/pm-calendar': ({ url }) =>
        jsonResponse(
          200,
          [waiting, FORECAST].filter(
            (entry) => new URL(url, 'http://x').searchParams.get('month') === entry.date.slice(0, 7),
          ),
        ),
    });
    const comingUp = await screen.findByRole('region', { name: 'Coming up' });
    expect(await within(comingUp).findByText('Once WO-2026-088 is completed')).toBeTruthy();
  });

  it('says "Failed to run scheduler"', async () => {
    renderTab('supervisor', buildSchedulerStatus(), {
      'POST /api/pm-scheduler/run': () => jsonResponse(500, { error: 'INTERNAL', message: 'Oops' }),
    });
    await userEvent.click(await within(region()).findByRole('button', { name: 'Run Now' }));
    expect(await screen.findByText('Failed to run scheduler')).toBeTruthy();
  });

  it('says when the status cannot be fetched', async () => {
    renderTab('supervisor', buildSchedulerStatus(), {
      'GET /api/pm-scheduler/status': () => jsonResponse(500, { error: 'INTERNAL', message: 'Oops' }),
    });
    expect(await screen.findByText('Failed to fetch scheduler status')).toBeTruthy();
  });

  it('polls the status every 5 seconds', async () => {
    expect(SCHEDULER_POLL_MS).toBe(5_000);
    expect(schedulerStatusQuery().refetchInterval).toBe(5_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderTab('technician');
    await within(region()).findByText('Running');
    const polls = () => calls.filter((call) => call.url === '/api/pm-scheduler/status').length;
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(polls()).toBe(2));
  });
});
