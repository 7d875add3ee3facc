import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub';
import {
  buildRecommendations,
  buildSlowQueries,
  buildSlowRequests,
  buildSummary,
  SLOW_QUERY,
  SLOW_REQUEST,
} from '../components/admin-test-fixtures';
import {
  figure,
  openTab,
  pretendPhoneWidth,
  region,
  renderPerformancePage as renderPage,
  SUMMARY,
} from './performance-page-test-helpers';

describe('Performance Dashboard tabs', () => {
  it('overview: CPU, heap, uptime in days, hours and minutes, and the request figures', async () => {
    renderPage();
    const server = await screen.findByRole('region', { name: 'Server' });
    expect(figure(server, 'CPU').textContent).toBe('18%');
    expect(figure(server, 'Heap').textContent).toBe('79.4 MB of a 4,096.0 MB limit');
    expect(figure(server, 'Uptime').textContent).toBe('2 days, 5 hours, 7 minutes');
    const requests = region('Requests');
    expect(within(requests).getByText('Over the last 5 minutes')).toBeTruthy();
    expect(figure(requests, 'Total requests').textContent).toBe('1,840');
    expect(figure(requests, 'Error rate').textContent).toBe('2%');
    expect(figure(requests, 'Error rate').className).toContain('text-warning');
    expect(figure(requests, 'Throughput').textContent).toBe('6.13 req/s');
    expect(figure(requests, 'P95 response time').textContent).toBe('388 ms');
    expect(figure(requests, 'P99 response time').textContent).toBe('912 ms');
    expect(figure(requests, 'P99 response time').className).toContain('text-destructive');
  });

  it('overview: unmeasured CPU, error rate and percentiles say so', async () => {
    renderPage({
      [`GET ${SUMMARY}`]: () =>
        jsonResponse(
          200,
          buildSummary({
            requests: { errorRate: null, p95ResponseTime: null, p99ResponseTime: null, totalRequests: 0 },
            system: { cpuUsage: null },
          }),
        ),
    });
    const server = await screen.findByRole('region', { name: 'Server' });
    expect(figure(server, 'CPU').textContent).toBe('Not measured yet');
    const requests = region('Requests');
    expect(figure(requests, 'Error rate').textContent).toBe('No data');
    expect(figure(requests, 'P95 response time').textContent).toBe('No data');
    expect(figure(requests, 'P99 response time').textContent).toBe('No data');
  });

  it('requests: says "No slow requests detected"', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await openTab('Requests');
    expect(await screen.findByText('No slow requests detected')).toBeTruthy();
  });

  it('requests: lists the slow requests with method, path, ms and status', async () => {
    renderPage({
      'GET /api/admin/performance/slow-requests': () =>
        jsonResponse(200, buildSlowRequests([{ ...SLOW_REQUEST, statusCode: 503 }])),
    });
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await openTab('Requests');
    const table = await screen.findByRole('table', { name: 'Slow requests' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'GET',
      '/api/analytics/costs',
      '1,432.6 ms',
      '503',
    ]);
  });

  it('database: the chart of query types and "No slow queries detected"', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await openTab('Database');
    const chart = within(region('Queries by Type')).getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Queries by type: SELECT 4,100, INSERT 620, UPDATE 480, DELETE 30, Other 0',
    );
    expect(await screen.findByText('No slow queries detected')).toBeTruthy();
    expect(figure(region('Queries and Pool'), 'Total queries').textContent).toBe('5,230');
  });

  it('database: says why the chart is empty, and lists the slow queries', async () => {
    renderPage({
      [`GET ${SUMMARY}`]: () =>
        jsonResponse(
          200,
          buildSummary({
            database: {
              averageQueryTime: null,
              totalQueries: 0,
              queryTypeBreakdown: { select: 0, insert: 0, update: 0, delete: 0, other: 0 },
            },
          }),
        ),
      'GET /api/admin/performance/slow-queries': () =>
        jsonResponse(200, buildSlowQueries([SLOW_QUERY, { ...SLOW_QUERY, tableName: null, queryTime: 120 }])),
    });
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await openTab('Database');
    expect(screen.getByText('No database queries were measured in this window.')).toBeTruthy();
    expect(figure(region('Queries and Pool'), 'Average query time').textContent).toBe('No data');
    const table = await screen.findByRole('table', { name: 'Slow queries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)),
    ).toEqual([
      ['SELECT', 'work_orders', '240.4 ms'],
      ['SELECT', 'No table', '120 ms'],
    ]);
  });

  it('system: CPU, memory and event loop lag, or that they were not measured yet', async () => {
    renderPage({
      [`GET ${SUMMARY}`]: () => jsonResponse(200, buildSummary({ system: { eventLoopLag: null } })),
    });
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await openTab('System');
    const cpu = region('CPU and Event Loop');
    expect(figure(cpu, 'CPU').textContent).toBe('18%');
    expect(figure(cpu, 'Event loop lag').textContent).toBe('Not measured yet');
    const memory = region('Memory');
    expect(figure(memory, 'Heap limit used').textContent).toBe('62%');
    expect(figure(memory, 'Heap used').textContent).toBe('79.4 MB');
    expect(figure(memory, 'Heap reserved').textContent).toBe('128.0 MB');
    expect(figure(memory, 'Heap limit').textContent).toBe('4,096.0 MB');
    expect(figure(memory, 'RSS').textContent).toBe('215.6 MB');
  });

  it('system: the event loop lag in ms', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await openTab('System');
    expect(figure(region('CPU and Event Loop'), 'Event loop lag').textContent).toBe('11.2 ms');
  });

  it('recommendations: says "System performance looks good!" when there are none', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await openTab('Recommendations');
    expect(await screen.findByText('System performance looks good!')).toBeTruthy();
  });

  it('recommendations: the critical ones first, each with its severity', async () => {
    renderPage({
      'GET /api/admin/performance/recommendations': () =>
        jsonResponse(
          200,
          buildRecommendations([
            {
              severity: 'warning',
              message: 'Heap use is above 50%: watch for leaks.',
              metric: 'memoryUsage',
              value: 0.62,
              threshold: 0.5,
            },
            {
              severity: 'critical',
              message: 'P95 response time is over 500 ms: look at the slow requests.',
              metric: 'p95ResponseTime',
              value: 612,
              threshold: 500,
            },
          ]),
        ),
    });
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await openTab('Recommendations');
    const list = await screen.findByRole('list', { name: 'Recommendations' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Critical')).toBeTruthy();
    expect(within(items[0]!).getByText(/P95 response time is over 500 ms/)).toBeTruthy();
    expect(within(items[1]!).getByText('Warning')).toBeTruthy();
    expect(within(items[1]!).getByText('memoryUsage: 0.62 (threshold 0.5)')).toBeTruthy();
  });

  it('on a phone, the slow requests and queries are lists, not tables', async () => {
    pretendPhoneWidth();
    renderPage({
      'GET /api/admin/performance/slow-requests': () => jsonResponse(200, buildSlowRequests([SLOW_REQUEST])),
      'GET /api/admin/performance/slow-queries': () => jsonResponse(200, buildSlowQueries([SLOW_QUERY])),
    });
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await openTab('Requests');
    const requests = await screen.findByRole('list', { name: 'Slow requests' });
    expect(within(requests).getByText('/api/analytics/costs')).toBeTruthy();
    expect(within(requests).getByText('1,432.6 ms')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await openTab('Database');
    const queries = await screen.findByRole('list', { name: 'Slow queries' });
    expect(within(queries).getByText('work_orders')).toBeTruthy();
    expect(within(queries).getByText('240.4 ms')).toBeTruthy();
  });
});
