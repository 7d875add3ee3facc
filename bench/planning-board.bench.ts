import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { buildTenant } from '../src/server/test/factories';
import { generatePlanningBoard } from './data';
import { sampledFigure, signIn, timedFetch, type BenchOutcome, type BenchServer } from './harness';

const TECHNICIANS = 50;
const SCHEDULED = 1_500;
const BACKLOG = 5_000;
const DAYS = 14;
/** Full loads of the board measured, after one that warms the browser's caches. */
const LOADS = 5;
const DROPS = 50;
/** Rows the drops go to: ten technicians × Monday to Friday is fifty different cells. */
const DROP_ROWS = 10;
const API_READS = 20;
const OPEN_TARGET_MS = 1_000;
const DROP_TARGET_MS = 150;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

declare global {
  interface Window {
    /** When the board was first interactive: every cell drawn, the backlog's first card, and the main thread free. */
    __boardReadyAt?: number;
  }
}

/**
 * Installed in every document before its scripts run: notes when all the board's cells and the
 * backlog's first card are in the page, then when the main thread next runs a task after the
 * frame that drew them (the first moment a drag could start), independent of Playwright's polling.
 */
function instrument(cells: number) {
  let seen = false;
  new MutationObserver(() => {
    if (seen) return;
    const drawn = document.querySelectorAll('[role="group"][aria-label*=", "]').length >= cells;
    const backlog = document.querySelector('[aria-label="Unscheduled work orders"] [role="button"]');
    if (!drawn || !backlog) return;
    seen = true;
    requestAnimationFrame(() => setTimeout(() => (window.__boardReadyAt = performance.now())));
  }).observe(document, { childList: true, subtree: true });
}

/** The Monday of the week after today's (UTC): a whole fresh fortnight ahead. */
function nextMonday(): string {
  const today = new Date();
  const daysToMonday = ((8 - today.getUTCDay()) % 7) + 7;
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + daysToMonday))
    .toISOString()
    .slice(0, 10);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function timeBoardLoad(page: Page, week: string): Promise<number> {
  await page.goto(`/planning?week=${week}`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__boardReadyAt, undefined, { timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}

/**
 * One drop of the backlog's first card on a technician's day, made with the keyboard (the same
 * drop as the mouse's, without a pointer's timing on a busy machine): picked up with Space, moved
 * cell by cell with the arrows until the board announces the target, then timed from Enter to
 * the card drawn in the cell (the optimistic move) and to the server's answer to its PATCH.
 */
async function timeDrop(page: Page, target: { row: number; col: number; label: string }): Promise<DropTimes> {
  const backlog = page.getByRole('list', { name: 'Unscheduled work orders' });
  const foNumber = (await backlog.getByRole('button').first().textContent())?.match(/WO-BACK-\d+/)?.[0];
  if (!foNumber) throw new Error('the backlog has no card to drop');
  // By its number: the virtualized list may redraw between two reads, and "first" be another card.
  await backlog.getByRole('button', { name: new RegExp(`^${foNumber}`) }).focus();
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await announcement.filter({ hasText: 'is picked up' }).waitFor();
  // The first arrow enters the board at its first technician's Monday.
  await page.keyboard.press('ArrowRight');
  for (let n = 0; n < target.row; n += 1) await page.keyboard.press('ArrowDown');
  for (let n = 0; n < target.col; n += 1) await page.keyboard.press('ArrowRight');
  await announcement
    .filter({ hasText: `${foNumber} is over ${target.label}` })
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      // What the board last said, where the page was and what had the focus: what a failed run needs.
      const heard = await announcement.allTextContents();
      const where = await page.evaluate(() => ({
        scrollY: Math.round(window.scrollY),
        focus:
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent?.slice(0, 60),
      }));
      throw new Error(
        `moving ${foNumber} to ${target.label}: the board said ${JSON.stringify(heard)} (${JSON.stringify(where)})`,
        { cause: error },
      );
    });
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/work-orders/'),
  );
  await page.evaluate(watchDrop, { cell: `[role="group"][aria-label^="${target.label}"]`, foNumber });
  await page.keyboard.press('Enter');
  const response = await saved;
  if (!response.ok()) throw new Error(`the drop of ${foNumber} was refused: ${response.status()}`);
  return page.evaluate(() => window.__drop as Promise<DropTimes>);
}

interface DropTimes {
  drawn: number;
  savedAndDrawn: number;
}

declare global {
  interface Window {
    __drop?: Promise<DropTimes>;
  }
}

/**
 * Timed in the page, as the load is, so Playwright's polling neither adds its round trips nor
 * takes the main thread from the board: from the Enter key's event to the card in the cell
 * (a MutationObserver) and to the end of the PATCH's answer (Resource Timing).
 */
function watchDrop({ cell, foNumber }: { cell: string; foNumber: string }) {
  // Inline callbacks only: a named function here would carry tsx's name helper into the page.
  let enteredAt = 0;
  window.addEventListener('keydown', (event) => (enteredAt = event.timeStamp), { capture: true, once: true });
  const drawnAt = new Promise<number>((resolve) => {
    const drawn = new MutationObserver(() => {
      if (!enteredAt || !document.querySelector(cell)?.textContent?.includes(foNumber)) return;
      drawn.disconnect();
      resolve(performance.now());
    });
    drawn.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const answeredAt = new Promise<number>((resolve) => {
    const answered = new PerformanceObserver((entries) => {
      const patch = entries
        .getEntries()
        .find(
          (entry) => entry.name.includes('/api/work-orders/') && enteredAt && entry.startTime >= enteredAt,
        );
      if (!patch) return;
      answered.disconnect();
      resolve((patch as PerformanceResourceTiming).responseEnd);
    });
    answered.observe({ type: 'resource' });
  });
  window.__drop = Promise.all([drawnAt, answeredAt]).then(([drawn, answered]) => ({
    drawn: drawn - enteredAt,
    savedAndDrawn: Math.max(drawn, answered) - enteredAt,
  }));
}

/**
 * Issue 26: the planning board of a plant with 50 technicians, 1,500 orders scheduled over two
 * weeks and 5,000 in the backlog, in Chromium. Targets: the week interactive within 1 s of a
 * full load (1280 × 800), and a drop saved and drawn within 150 ms (p95 over 50 drops). Also
 * the board's two-week read through the API. Needs the built web app. BENCH_SECONDS does not apply.
 */
export async function planningBoardBenchmarks(server: BenchServer): Promise<BenchOutcome> {
  const tenant = await buildTenant(server.database.db);
  const week = nextMonday();
  const technicianIds = await generatePlanningBoard(
    server.bulk,
    { organizationId: tenant.org.id, warehouseId: tenant.main.id, requestedBy: tenant.supervisor.id },
    { technicians: TECHNICIANS, scheduled: SCHEDULED, backlog: BACKLOG, firstDay: week, days: DAYS },
  );
  const cells = (technicianIds.length + 1) * 7;

  const headers = await signIn(server, tenant.supervisor.email, tenant.supervisor.password);
  const reads: number[] = [];
  const fortnight = `${server.url}/api/planning?from=${week}&to=${addDays(week, DAYS - 1)}`;
  for (let n = 0; n <= API_READS; n += 1) {
    const read = await timedFetch(fortnight, { headers });
    if (!read.ok) throw new Error(`the board's read answered ${read.status}`);
    if (n > 0) reads.push(read.ms);
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'en-GB',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.addInitScript(instrument, cells - 7);
    await page.goto('/login');
    await page.getByLabel('Email').fill(tenant.supervisor.email);
    await page.getByLabel('Password', { exact: true }).fill(tenant.supervisor.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    // The planner's steady state: the device's offline copy, which a first sign-in fills in the
    // background for some seconds (ADR 42), is in place before the board is timed.
    await page.getByText('Offline copy ready').waitFor({ timeout: 180_000 });

    const coldLoad = await timeBoardLoad(page, week);
    const loads: number[] = [];
    for (let n = 0; n < LOADS; n += 1) loads.push(await timeBoardLoad(page, week));

    const drawn: number[] = [];
    const savedAndDrawn: number[] = [];
    for (let n = 0; n < DROPS; n += 1) {
      const row = n % DROP_ROWS;
      const col = Math.floor(n / DROP_ROWS) % WEEKDAY_NAMES.length;
      const label = `Tech ${String(row + 1).padStart(3, '0')}, ${WEEKDAY_NAMES[col]!}`;
      const drop = await timeDrop(page, { row, col, label });
      drawn.push(drop.drawn);
      savedAndDrawn.push(drop.savedAndDrawn);
    }
    await context.close();

    const ms = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
    const p95 = (values: number[]) => Math.round(sampledFigure('', values, 0).p95);
    const board = `${TECHNICIANS} technicians, ${SCHEDULED.toLocaleString('en-US')} orders scheduled over ${DAYS} days, ${BACKLOG.toLocaleString('en-US')} in the backlog`;
    return {
      results: [
        sampledFigure(`Planning board (${board}): two weeks through the API, ms`, reads, 0),
        sampledFigure('Planning board: interactive after a full load, ms (browser)', loads, 0),
        sampledFigure('Planning board: a drop drawn in its cell, ms (browser)', drawn, 0),
        sampledFigure('Planning board: a drop saved and drawn, ms (browser)', savedAndDrawn, 0),
      ],
      notes: [
        `Planning board, ${board}, Chromium at 1280 × 800: interactive (every cell drawn, the backlog's first card, the main thread free) after a full load in ${ms(loads)} ms (the very first, with cold caches, ${Math.round(coldLoad)} ms). Target ≤ ${OPEN_TARGET_MS} ms.`,
        `${DROPS} drops of a backlog card on a technician's day: drawn p95 ${p95(drawn)} ms, saved (the PATCH answered) and drawn p95 ${p95(savedAndDrawn)} ms, from the Enter key's event, timed in the page. Target ≤ ${DROP_TARGET_MS} ms.`,
      ],
    };
  } finally {
    await browser.close();
  }
}
