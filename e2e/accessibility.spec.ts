import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ROUTE_PATHS } from '../src/web/app/route-paths';
import {
  describeBlocking,
  recordTally,
  scan,
  scanLine,
  smallTouchTargets,
  tally,
  useTheme,
  type Scan,
  type Theme,
} from './support/accessibility';
import { scanRecords, type ScanRecords } from './support/accessibility-records';
import { createPerson } from './support/people';
import { signIn } from './support/session';

/**
 * Issue 29 §5, ADR 66: every screen of the router, the sign-in page, the 404, the debug page and
 * the request portal, and the main dialogs, scanned with axe-core against WCAG 2.0–2.2 A and AA
 * at 1280 and 375 px in the light and the dark theme. A serious or critical violation fails;
 * the moderate and minor ones are counted in the log.
 */

interface Dialog {
  /** The button that opens it, on the screen (or in the dialog before it). */
  opener: string;
  /** The dialog's name. */
  name: string | RegExp;
  /** A dialog opened first, by the button of that name (a part's detail before its adjustment). */
  via?: { opener: string | RegExp; name: string | RegExp };
}

interface Screen {
  /** The path as ROUTE_PATHS writes it: the table must hold every one (see the first test). */
  route: string;
  /** Where to go, its `:id` filled with a record of the scan's own. */
  visit?: (records: ScanRecords) => string;
  /** The screen's main heading (level 1): what says it has arrived. */
  heading: string | RegExp;
  dialogs?: Dialog[];
}

/** Every signed-in screen, seen by an admin (who may see them all) in Main Plant. */
const SCREENS: Screen[] = [
  { route: '/', heading: 'Dashboard' },
  { route: '/dashboard', heading: 'Dashboard' },
  {
    route: '/work-orders',
    heading: 'Work Orders',
    dialogs: [{ opener: 'New Work Order', name: 'New Work Order' }],
  },
  {
    route: '/work-orders/:id',
    visit: (records) => `/work-orders/${records.workOrderId}`,
    heading: /^WO-/,
  },
  { route: '/requests', heading: 'Requests' },
  { route: '/requests/:id', visit: (records) => `/requests/${records.requestId}`, heading: /^R-/ },
  {
    route: '/equipment',
    heading: 'Equipment',
    dialogs: [{ opener: 'Add Equipment', name: 'Add New Equipment' }],
  },
  { route: '/equipment/labels', heading: 'QR labels' },
  { route: '/locations', heading: 'Locations' },
  {
    route: '/inventory',
    visit: () => '/inventory?q=BRG-6204',
    heading: 'Inventory',
    dialogs: [
      { opener: 'Add Part', name: 'Add New Part' },
      {
        // The part's number on a desk's table, its name and number on a phone's list.
        via: { opener: /BRG-6204$/, name: 'Deep groove ball bearing 6204' },
        opener: 'Record stock adjustment',
        name: 'Record stock adjustment',
      },
    ],
  },
  { route: '/inventory/labels', heading: 'Part labels' },
  { route: '/purchasing', heading: 'Purchase orders' },
  { route: '/purchasing/orders', heading: 'Purchase orders' },
  { route: '/purchasing/reorder', heading: 'Reorder list' },
  {
    route: '/purchasing/orders/:id',
    visit: (records) => `/purchasing/orders/${records.purchaseOrderId}`,
    heading: /^PO-/,
  },
  {
    route: '/purchasing/orders/:id/receive',
    visit: (records) => `/purchasing/orders/${records.purchaseOrderId}/receive`,
    heading: /^Receive/,
  },
  {
    route: '/preventive',
    visit: () => '/preventive?tab=templates',
    heading: 'Preventive Maintenance',
    dialogs: [{ opener: 'Create Template', name: 'Create Template' }],
  },
  { route: '/planning', heading: 'Planning' },
  {
    route: '/planning/print/:userId',
    visit: (records) => `/planning/print/${records.technicianId}`,
    heading: 'Week plan',
  },
  {
    route: '/vendors',
    heading: 'Vendor Management',
    dialogs: [{ opener: 'Add Vendor', name: 'Add New Vendor' }],
  },
  { route: '/procedures', heading: 'Procedures' },
  {
    route: '/procedures/:id',
    visit: (records) => `/procedures/${records.procedureId}`,
    heading: /^Pump inspection/,
  },
  { route: '/analytics', heading: 'Analytics & Reporting' },
  { route: '/reports', heading: 'Reports' },
  { route: '/reports/print/work-orders', heading: /./ },
  { route: '/reports/print/monthly-summary', heading: 'Monthly maintenance summary' },
  { route: '/admin', heading: 'System Administration' },
  { route: '/admin/users', heading: 'Users', dialogs: [{ opener: 'Add user', name: 'Add user' }] },
  { route: '/admin/mail', heading: 'Mail log' },
  { route: '/admin/sso', heading: 'Single sign-on' },
  { route: '/admin/api-keys', heading: 'API keys' },
  { route: '/import', heading: 'Import' },
  { route: '/admin/performance', heading: 'Performance Dashboard' },
  { route: '/admin/monitoring', heading: 'Enterprise Performance Monitor' },
  { route: '/system-monitoring', heading: 'System Monitoring' },
  { route: '/monitoring/system-dashboard', heading: 'System Monitoring' },
  { route: '/monitoring-debug', heading: 'Monitoring endpoint tester' },
  { route: '/admin/webhooks', heading: 'Webhooks' },
  { route: '/phase1-demo', heading: 'Phase 1 Implementation Demo' },
  { route: '/settings', heading: 'Settings' },
  { route: '/settings/request-portal/poster', heading: /./ },
  { route: '/notifications', heading: 'Notifications' },
];

/** The screens outside the signed-in router, seen signed out. */
const SIGNED_OUT: {
  name: string;
  visit: (records: ScanRecords) => string;
  heading: string | RegExp;
  /** The request portal reads the theme when it loads (/theme-init.js) and does not follow it live. */
  reload?: boolean;
}[] = [
  { name: 'sign-in', visit: () => '/login', heading: 'Sign in' },
  { name: '404', visit: () => '/no-such-page', heading: '404 Page Not Found' },
  { name: 'debug', visit: () => '/debug', heading: 'Debug Dashboard' },
  {
    name: 'request portal',
    visit: (records) => `${records.portalUrl}/PMP-E2E-01`,
    heading: 'Report a problem',
    reload: true,
  },
  {
    name: 'request status',
    visit: (records) => records.portalStatusUrl,
    heading: /^Your request R-/,
    reload: true,
  },
];

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** The signed-in screens are scanned in this many parts per width, so two workers share them. */
const PARTS = 4;

/** Every test that scans reports its tally; the last to finish prints the run's total. */
const SCANNING_TESTS = WIDTHS.length * (PARTS + 1);

const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

/** Until the screen's heading shows and its loading placeholders are gone: what a person reads. */
async function settle(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.locator('.animate-pulse[aria-hidden="true"]')).toHaveCount(0);
}

/**
 * Scans what is on show in the current theme, then in the other; returns the theme the page is
 * left in, so the next screen starts there without a switch.
 */
async function scanBothThemes(
  page: Page,
  theme: Theme,
  where: string,
  results: Scan[],
  options: { include?: string; reload?: { heading: string | RegExp } } = {},
): Promise<Theme> {
  results.push(await scan(page, `${where} ${theme}`, { include: options.include }));
  await useTheme(page, other(theme), { reload: Boolean(options.reload) });
  if (options.reload) await settle(page, options.reload.heading);
  // Names, roles and structure are the same in either theme: the second scan checks the colours.
  results.push(await scan(page, `${where} ${other(theme)}`, { include: options.include, coloursOnly: true }));
  return other(theme);
}

/** Logs the moderate and minor findings, adds them to the run's total, fails on the serious ones. */
function report(testInfo: TestInfo, results: Scan[]): void {
  for (const result of results) console.log(scanLine(result));
  const own = tally(results);
  console.log(`[axe] ${testInfo.title}: ${own.scans} scans, moderate ${own.moderate}, minor ${own.minor}`);
  const total = recordTally(testInfo, own, SCANNING_TESTS);
  if (total)
    console.log(
      `[axe] total over the run: ${total.scans} scans, moderate ${total.moderate}, minor ${total.minor}`,
    );
  expect(
    results.filter((result) => result.blocking.length > 0).map((result) => result.where),
    describeBlocking(results),
  ).toEqual([]);
}

async function openDialog(page: Page, dialog: Dialog): Promise<void> {
  if (dialog.via) {
    await page.getByRole('button', { name: dialog.via.opener }).first().click();
    await expect(page.getByRole('dialog', { name: dialog.via.name })).toBeVisible();
  }
  await page.getByRole('button', { name: dialog.opener, exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: dialog.name })).toBeVisible();
}

async function closeDialogs(page: Page, dialog: Dialog): Promise<void> {
  await page.keyboard.press('Escape');
  if (dialog.via) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('every path of the router is in the scan', () => {
  const routed: readonly string[] = Object.values(ROUTE_PATHS).flat();
  const scanned = SCREENS.map((screen) => screen.route);
  expect(
    routed.filter((path) => !scanned.includes(path)),
    'paths the scan does not cover',
  ).toEqual([]);
  expect(
    scanned.filter((path) => !routed.includes(path)),
    'scanned paths no longer routed',
  ).toEqual([]);
});

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('signed out: sign-in, 404, debug and the request portal', async ({ page, request }, testInfo) => {
      const records = await scanRecords(request, testInfo);
      const results: Scan[] = [];
      let theme: Theme = 'light';
      for (const screen of SIGNED_OUT) {
        await page.goto(screen.visit(records));
        await settle(page, screen.heading);
        theme = await scanBothThemes(page, theme, `${screen.name} ${viewport.width}`, results, {
          reload: screen.reload ? { heading: screen.heading } : undefined,
        });
      }
      report(testInfo, results);
    });

    for (let part = 0; part < PARTS; part += 1) {
      const screens = SCREENS.filter((_, index) => index % PARTS === part);
      const routes = screens.map((screen) => screen.route).join(' ');
      test(`signed in, part ${part + 1} of ${PARTS}: ${routes}`, async ({ page, request }, testInfo) => {
        const records = await scanRecords(request, testInfo);
        const admin = await createPerson(request, 'admin');
        await signIn(page, admin.email, admin.password);
        const results: Scan[] = [];
        let theme: Theme = 'light';
        for (const screen of screens) {
          await page.goto(screen.visit?.(records) ?? screen.route);
          await settle(page, screen.heading);
          const where = `${screen.route} ${viewport.width}`;
          theme = await scanBothThemes(page, theme, where, results);
          for (const dialog of screen.dialogs ?? []) {
            await openDialog(page, dialog);
            theme = await scanBothThemes(page, theme, `${where} dialog "${dialog.opener}"`, results, {
              include: '[role="dialog"]',
            });
            await closeDialogs(page, dialog);
          }
        }
        // The phone's menu, over the part's last screen.
        if (viewport.width < 768 && part === 0) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog').getByRole('link', { name: 'Dashboard' })).toBeVisible();
          await scanBothThemes(page, theme, `menu ${viewport.width}`, results, {
            include: '[role="dialog"]',
          });
        }
        report(testInfo, results);
      });
    }
  });
}

/** Sheets made to be printed (a plan, a report, a poster) are read on paper, not tapped. */
const isPrintSheet = (screen: Screen) => /print|poster/.test(screen.route);

test.describe('touch targets at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });

  test('every visible control on every screen is at least 44 × 44 px', async ({
    page,
    request,
  }, testInfo) => {
    const records = await scanRecords(request, testInfo);
    const admin = await createPerson(request, 'admin');
    await signIn(page, admin.email, admin.password);
    const offenders: string[] = [];
    for (const screen of SCREENS.filter((candidate) => !isPrintSheet(candidate))) {
      await page.goto(screen.visit?.(records) ?? screen.route);
      await settle(page, screen.heading);
      offenders.push(...(await smallTouchTargets(page)).map((target) => `${screen.route}: ${target}`));
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
  });
});
