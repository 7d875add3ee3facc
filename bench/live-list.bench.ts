import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { buildTenant } from '../src/server/test/factories';
import { percentile, signIn, type BenchOutcome, type BenchServer } from './harness';

const WRITES = 30;
const WARM_UP_WRITES = 3;
const APPEAR_TIMEOUT_MS = 10_000;

declare global {
  interface Window {
    /** When the awaited text first appeared in the page (ms since the epoch), set by the observer. */
    __seenAt?: number;
  }
}

/** Watches the page for `text` and records the moment it appears, independent of any polling. */
function watchFor(page: Page, text: string): Promise<void> {
  return page.evaluate((awaited) => {
    window.__seenAt = undefined;
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(awaited)) return;
      window.__seenAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
}

/**
 * The realtime delivery the browser journeys once asserted ("within 2 s"), as a figure: a
 * technician's browser has the work-order list open while a supervisor creates orders through
 * the API; each delay runs from the 201 response reaching the supervisor to the new order's
 * text being in the technician's page (socket event, 250 ms coalescing, refetch, render).
 * Page and load generator share one clock; the page records the moment itself.
 */
export async function liveListBenchmarks(server: BenchServer): Promise<BenchOutcome> {
  const tenant = await buildTenant(server.database.db);
  const writer = await signIn(server, tenant.supervisor.email, tenant.supervisor.password);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto('/login');
    await page.getByLabel('Email').fill(tenant.technician.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.technician.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('complementary').getByRole('link', { name: 'Work Orders' }).click();
    await page.getByRole('heading', { name: 'Work Orders', level: 1 }).waitFor();

    const delays: number[] = [];
    let missed = 0;
    const started = performance.now();
    // The warm-up writes also wait for the socket to join its rooms: the first one to show is live.
    for (let n = 0; n < WARM_UP_WRITES + WRITES; n += 1) {
      const description = `Live list benchmark order ${String(n).padStart(3, '0')}`;
      await watchFor(page, description);
      const response = await fetch(`${server.url}/api/work-orders`, {
        method: 'POST',
        headers: { ...writer, 'content-type': 'application/json' },
        body: JSON.stringify({ foNumber: `WO-LIVE-${String(n).padStart(3, '0')}`, description }),
      });
      const answeredAt = Date.now();
      if (response.status !== 201) throw new Error(`create answered ${response.status}`);
      const seenAt = await page
        .waitForFunction(() => window.__seenAt, undefined, { timeout: APPEAR_TIMEOUT_MS })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      if (n < WARM_UP_WRITES) continue;
      if (typeof seenAt === 'number') delays.push(seenAt - answeredAt);
      else missed += 1;
    }
    const elapsed = (performance.now() - started) / 1000;
    const sorted = delays.sort((a, b) => a - b);
    return {
      results: [
        {
          name: 'Live list: 201 → card on an open list (browser)',
          connections: 1,
          requests: sorted.length,
          non2xx: 0,
          errors: missed,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          rps: sorted.length / elapsed,
        },
      ],
      notes: [
        `Live list: ${WRITES} work orders created through the API (after ${WARM_UP_WRITES} warm-up), each awaited on a technician's open work-order list in Chromium; ${missed} did not appear within ${APPEAR_TIMEOUT_MS / 1000} s. The spec's bound is 2 s; this is a figure, not a test. BENCH_SECONDS does not apply.`,
      ],
    };
  } finally {
    await browser.close();
  }
}
