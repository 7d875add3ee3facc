import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@web/test/fetch-stub';
import { recommendationsQuery } from '../api/get-recommendations';
import { performanceSummaryQuery } from '../api/get-performance-summary';
import { slowQueriesQuery } from '../api/list-slow-queries';
import { slowRequestsQuery } from '../api/list-slow-requests';
import { buildSummary } from '../components/admin-test-fixtures';
import { card, renderPerformancePage as renderPage, SUMMARY } from './performance-page-test-helpers';

const summaryCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === SUMMARY).length;

describe('Performance Dashboard cards', () => {
  it('shows the four cards, coloured by the thresholds', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Performance Dashboard' })).toBeTruthy();
    const response = await screen.findByRole('group', { name: 'Avg Response Time' });
    expect(within(response).getByText('142.4 ms').className).toContain('text-success');
    expect(within(response).getByText('P95: 388 ms')).toBeTruthy();
    const database = card('Database Performance');
    expect(within(database).getByText('12.4 ms').className).toContain('text-success');
    expect(within(database).getByText('5,230 queries in total')).toBeTruthy();
    const memory = card('Memory Usage');
    expect(within(memory).getByText('62%').className).toContain('text-warning');
    expect(within(card('Cache Hit Rate')).getByText('87.4%')).toBeTruthy();
    expect(within(card('Cache Hit Rate')).getByText('3,120 hits, 450 misses')).toBeTruthy();
  });

  it('says "No data" for figures nothing was measured for, never 0', async () => {
    renderPage({
      [`GET ${SUMMARY}`]: () =>
        jsonResponse(
          200,
          buildSummary({
            requests: { averageResponseTime: null, p95ResponseTime: null, totalRequests: 0 },
            database: { averageQueryTime: null, totalQueries: 0 },
            cache: { hitRate: null, totalHits: 0, totalMisses: 0 },
          }),
        ),
    });
    const response = await screen.findByRole('group', { name: 'Avg Response Time' });
    expect(within(response).getByText('No data').className).toContain('text-muted-foreground');
    expect(within(response).getByText('P95: No data')).toBeTruthy();
    expect(within(card('Database Performance')).getByText('No data')).toBeTruthy();
    expect(within(card('Cache Hit Rate')).getByText('—')).toBeTruthy();
    expect(within(card('Cache Hit Rate')).getByText('No cache lookups yet')).toBeTruthy();
    expect(screen.queryByText('0 ms')).toBeNull();
  });

  it('says "No cache configured" when the server has none', async () => {
    renderPage({
      [`GET ${SUMMARY}`]: () =>
        jsonResponse(200, buildSummary({ cache: { configured: false, hitRate: null } })),
    });
    const cache = await screen.findByRole('group', { name: 'Cache Hit Rate' });
    expect(within(cache).getByText('No cache configured')).toBeTruthy();
  });

  it('shows placeholders while the summary loads', async () => {
    renderPage({ [`GET ${SUMMARY}`]: () => new Promise<Response>(() => undefined) });
    expect(await screen.findByLabelText('Loading performance data')).toBeTruthy();
  });

  it('says "Unable to load performance data" and asks again on Try again', async () => {
    let attempts = 0;
    const { calls } = renderPage({
      [`GET ${SUMMARY}`]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(500, { error: 'INTERNAL', message: 'Boom' })
          : jsonResponse(200, buildSummary());
      },
    });
    expect(await screen.findByText('Unable to load performance data')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Avg Response Time' })).toBeTruthy();
    expect(summaryCalls(calls)).toBe(2);
  });

  it('asks again on Refresh', async () => {
    const { calls } = renderPage();
    await screen.findByRole('group', { name: 'Avg Response Time' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(summaryCalls(calls)).toBe(2));
  });

  it('polls the summary every 30 s, the slow lists every minute, the recommendations every 5 min', () => {
    expect(performanceSummaryQuery().refetchInterval).toBe(30_000);
    expect(slowRequestsQuery().refetchInterval).toBe(60_000);
    expect(slowQueriesQuery().refetchInterval).toBe(60_000);
    expect(recommendationsQuery().refetchInterval).toBe(300_000);
  });
});
