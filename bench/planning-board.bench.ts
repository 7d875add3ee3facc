import { chromium, type Locator, type Page } from '@playwright/test';
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

/** A mouse drag as a person makes one, up to the release: press, move in steps past dnd-kit's 6 px. */
async function dragOver(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('the card or the cell is not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
}

/**
 * One drop of the backlog's first card on a cell: from the release to the card drawn in the
 * cell (the optimistic move) and to the server's answer to its PATCH (saved).
 */
async function timeDrop(page: Page, cell: Locator) {
  const card = page.getByRole('list', { name: 'Unscheduled work orders' }).getByRole('button').first();
  const foNumber = (await card.textContent())?.match(/WO-BACK-\d+/)?.[0];
  if (!foNumber) throw new Error('the backlog has no card to drop');
  await dragOver(page, card, cell);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/work-orders/'),
  );
  const started = performance.now();
  await page.mouse.up();
  const drawnAt = cell
    .getByText(foNumber)
    .waitFor()
    .then(() => performance.now());
  const savedAt = saved.then((response) => {
    if (!response.ok()) throw new Error(`the drop of ${foNumber} was refused: ${response.status()}`);
    return performance.now();
  });
  const [drawn, answered] = await Promise.all([drawnAt, savedAt]);
  return { drawn: drawn - started, savedAndDrawn: Math.max(drawn, answered) - started };
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

    const coldLoad = await timeBoardLoad(page, week);
    const loads: number[] = [];
    for (let n = 0; n < LOADS; n += 1) loads.push(await timeBoardLoad(page, week));

    // Tall enough that the backlog and the first rows are on screen together, as on a planner's monitor.
    await page.setViewportSize({ width: 1280, height: 1400 });
    const drawn: number[] = [];
    const savedAndDrawn: number[] = [];
    for (let n = 0; n < DROPS; n += 1) {
      const row = `Tech ${String((n % DROP_ROWS) + 1).padStart(3, '0')}`;
      const day = WEEKDAY_NAMES[Math.floor(n / DROP_ROWS) % WEEKDAY_NAMES.length]!;
      const cell = page.locator(`[role="group"][aria-label^="${row}, ${day}"]`);
      const drop = await timeDrop(page, cell);
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
        `${DROPS} drops of a backlog card on a technician's day: drawn p95 ${p95(drawn)} ms, saved (the PATCH answered) and drawn p95 ${p95(savedAndDrawn)} ms, from the mouse's release as Playwright sends it. Target ≤ ${DROP_TARGET_MS} ms.`,
      ],
    };
  } finally {
    await browser.close();
  }
}
