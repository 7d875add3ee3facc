import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { buildTenant } from '../src/server/test/factories';
import { percentile, type BenchOutcome, type BenchServer } from './harness';

const RELOADS = 10;
const WARM_UP_RELOADS = 1;
const TARGET_MS = 1_000;

/** The dashboard as a technician sees it: its heading and the figures of the first stat card. */
async function dashboardShown(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page
    .getByRole('group', { name: 'Total Work Orders' })
    .getByText(/^\d[\d,]*$/)
    .waitFor();
}

/**
 * Issue 11's offline app shell as a figure: a technician opened the dashboard once online (the
 * service worker precached the shell and kept its reads), the network goes away, and each
 * reload runs from its start to the heading and the stat figures on screen, all from the
 * worker's caches. The target is 1 s.
 */
export async function offlineShellBenchmarks(server: BenchServer): Promise<BenchOutcome> {
  const tenant = await buildTenant(server.database.db);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(tenant.technician.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.technician.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Online once under the worker's control, so the dashboard's reads are kept.
    await page.reload();
    await dashboardShown(page);
    // The app's files are cached after sign-in, a batch at a time (ADR 69): the header says
    // when they and the copy of the work are all on the device.
    await page.locator('[data-replica="ready"]').first().waitFor({ state: 'attached' });

    await context.setOffline(true);
    const timings: number[] = [];
    for (let n = 0; n < WARM_UP_RELOADS + RELOADS; n += 1) {
      const started = performance.now();
      await page.reload();
      await dashboardShown(page);
      if (n >= WARM_UP_RELOADS) timings.push(performance.now() - started);
    }
    const sorted = timings.sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    return {
      results: [
        {
          name: 'Offline app-shell reload: /dashboard to data (browser)',
          connections: 1,
          requests: sorted.length,
          non2xx: 0,
          errors: 0,
          p50: median,
          p95,
          p99: percentile(sorted, 99),
          rps: 0,
        },
      ],
      notes: [
        `Offline app shell: ${RELOADS} reloads of /dashboard offline (after ${WARM_UP_RELOADS} warm-up) in Chromium, each from navigation to the heading and stat figures from the service worker's caches: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target ≤ ${TARGET_MS} ms). BENCH_SECONDS does not apply.`,
      ],
    };
  } finally {
    await browser.close();
  }
}
