import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PORTAL_BUNDLE_BUDGET_KB } from '../src/shared/constants';
import {
  LAYOUT_SRC,
  ROUTE_BUDGETS_KB,
  ROUTE_BUDGET_KB,
  SIGN_IN_BUDGET_KB,
  SIGN_IN_PAGE_SRC,
  collectPortalRoute,
  collectRoutes,
  collectStaticImports,
  gzipSizer,
  measureRoutes,
  summarise,
  type Manifest,
} from './report-bundle-size';

const DASHBOARD = 'features/dashboard/pages/dashboard-page.tsx';
const ANALYTICS = 'features/analytics/pages/analytics-page.tsx';
const CHART = 'features/analytics/components/trend-chart.tsx';
const DIALOG = 'features/work-orders/components/work-order-dialog.tsx';
const AUTH_DE = 'features/auth/messages/de.json';
const AUTH_FR = 'features/auth/messages/fr.json';

/**
 * index.html → react + shared (and lazily: the toaster, the workspace, the sign-in page).
 * Sign-in → shared + form (and lazily its texts in German and French). The workspace → ui (and lazily the work-order dialog and the
 * two pages of its route table). Dashboard → ui + stats.
 * Analytics → ui (and lazily its chart, which imports the chart library).
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['components/ui/toaster.tsx', LAYOUT_SRC, SIGN_IN_PAGE_SRC],
    css: ['assets/index.css'],
    assets: ['assets/inter.woff2', 'assets/logo.svg'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'components/ui/toaster.tsx': { file: 'assets/toaster.js', isDynamicEntry: true, imports: ['_react.js'] },
  [SIGN_IN_PAGE_SRC]: {
    file: 'assets/sign-in-page.js',
    src: SIGN_IN_PAGE_SRC,
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js', '_form.js', '_style.css', '_texts-en-auth.js'],
    dynamicImports: [AUTH_DE, AUTH_FR],
  },
  '_texts-en-auth.js': { file: 'assets/texts-en-auth.js', name: 'texts-en-features-auth' },
  [AUTH_DE]: { file: 'assets/de.js', src: AUTH_DE, isDynamicEntry: true },
  [AUTH_FR]: { file: 'assets/fr.js', src: AUTH_FR, isDynamicEntry: true },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  '_style.css': { file: 'assets/style.css' },
  [LAYOUT_SRC]: {
    file: 'assets/app-layout.js',
    src: LAYOUT_SRC,
    isDynamicEntry: true,
    imports: ['index.html', '_ui.js'],
    dynamicImports: [DIALOG, DASHBOARD, ANALYTICS],
  },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  [DIALOG]: { file: 'assets/work-order-dialog.js', src: DIALOG, isDynamicEntry: true, imports: ['_form.js'] },
  [DASHBOARD]: {
    file: 'assets/dashboard-page.js',
    src: DASHBOARD,
    isDynamicEntry: true,
    imports: ['index.html', '_ui.js', '_stats.js'],
  },
  '_stats.js': { file: 'assets/stats.js' },
  [ANALYTICS]: {
    file: 'assets/analytics-page.js',
    src: ANALYTICS,
    isDynamicEntry: true,
    imports: ['index.html', '_ui.js'],
    dynamicImports: [CHART],
  },
  [CHART]: { file: 'assets/trend-chart.js', src: CHART, isDynamicEntry: true, imports: ['_charts.js'] },
  '_charts.js': { file: 'assets/charts.js', imports: ['_react.js'] },
};

describe('report-bundle-size', () => {
  it('follows static imports only, once each', () => {
    expect(collectStaticImports(manifest, 'index.html')).toEqual(['index.html', '_react.js', '_shared.js']);
  });

  it('makes a route of every page: the entry, the layout unless outside it, the page, JavaScript only', () => {
    const routes = collectRoutes(manifest);
    expect(routes.map((route) => [route.name, route.budgetKb, route.files, route.lazyFiles])).toEqual([
      [
        'sign-in-page',
        SIGN_IN_BUDGET_KB,
        [
          'assets/index.js',
          'assets/react.js',
          'assets/shared.js',
          'assets/sign-in-page.js',
          'assets/form.js',
          'assets/texts-en-auth.js',
        ],
        [],
      ],
      [
        'dashboard-page',
        ROUTE_BUDGET_KB,
        [
          'assets/index.js',
          'assets/react.js',
          'assets/shared.js',
          'assets/app-layout.js',
          'assets/ui.js',
          'assets/dashboard-page.js',
          'assets/stats.js',
        ],
        ['assets/work-order-dialog.js', 'assets/form.js'],
      ],
      [
        'analytics-page',
        ROUTE_BUDGET_KB,
        [
          'assets/index.js',
          'assets/react.js',
          'assets/shared.js',
          'assets/app-layout.js',
          'assets/ui.js',
          'assets/analytics-page.js',
        ],
        ['assets/work-order-dialog.js', 'assets/form.js', 'assets/trend-chart.js', 'assets/charts.js'],
      ],
    ]);
  });

  it("counts for sign-in what its visit downloads besides: the page, the entry's styles and the fonts they declare (ADR 69)", () => {
    const [signIn, ...others] = collectRoutes(manifest);
    expect(SIGN_IN_BUDGET_KB).toBe(120);
    expect(signIn?.pageFiles).toEqual(['index.html', 'assets/index.css', 'assets/inter.woff2']);
    expect(others.map((route) => route.pageFiles)).toEqual([[], []]);
  });

  it('gives a route with a budget of its own that budget: the planning board (ADR 57)', () => {
    const planning = 'features/planning/pages/planning-page.tsx';
    const entry = manifest['index.html']!;
    const withPlanning: Manifest = {
      ...manifest,
      'index.html': { ...entry, dynamicImports: [...(entry.dynamicImports ?? []), planning] },
      [planning]: {
        file: 'assets/planning-page.js',
        src: planning,
        isDynamicEntry: true,
        imports: ['index.html'],
      },
    };
    const route = collectRoutes(withPlanning).find((candidate) => candidate.name === 'planning-page');
    expect(route?.budgetKb).toBe(ROUTE_BUDGETS_KB['planning-page']);
    expect(ROUTE_BUDGETS_KB['planning-page']).toBe(262);
  });

  it("budgets the request portal's page on everything its own entry loads", () => {
    const portalManifest: Manifest = {
      'portal.html': {
        file: 'assets/portal.js',
        src: 'portal.html',
        isEntry: true,
        imports: ['_preact.js', '_form.js'],
        dynamicImports: ['features/portal/components/photo-picker.tsx'],
      },
      '_preact.js': { file: 'assets/preact.js' },
      '_form.js': { file: 'assets/form.js', imports: ['_preact.js', '_form.css'] },
      '_form.css': { file: 'assets/form.css' },
      'features/portal/components/photo-picker.tsx': {
        file: 'assets/photo-picker.js',
        isDynamicEntry: true,
        imports: ['_preact.js', '_image.js'],
      },
      '_image.js': { file: 'assets/image.js' },
    };
    expect(collectPortalRoute(portalManifest)).toEqual({
      name: 'request portal (portal.html)',
      budgetKb: PORTAL_BUNDLE_BUDGET_KB,
      files: ['assets/portal.js', 'assets/preact.js', 'assets/form.js'],
      textFiles: [],
      lazyFiles: ['assets/photo-picker.js', 'assets/image.js'],
      languageFiles: {},
      pageFiles: [],
    });
  });

  it('fails loudly when the sign-in page is missing from the manifest', () => {
    const withoutSignIn: Manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    expect(() => collectRoutes(withoutSignIn)).toThrow(/sign-in-page/);
  });

  it('gzips each file once, sums each route, and flags the routes over their budget', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
    const content = 'export const value = "fieldwork";\n'.repeat(200);
    writeFileSync(path.join(dir, 'a.js'), content);
    writeFileSync(path.join(dir, 'a.woff2'), content);
    expect(gzipSizer(dir)('a.js')).toBe(gzipSync(content, { level: 9 }).length);
    // A font is sent as it is: compressed already.
    expect(gzipSizer(dir)('a.woff2')).toBe(content.length);

    const kb: Record<string, number> = {
      'assets/index.js': 100,
      'assets/react.js': 0,
      'assets/shared.js': 20,
      'assets/sign-in-page.js': 20,
      'assets/form.js': 10.5,
      // The layout's screens sit at their budget (analytics) and 1 KB over it (the dashboard).
      'assets/app-layout.js': 60 + ROUTE_BUDGET_KB - 250,
      'assets/ui.js': 30,
      'assets/dashboard-page.js': 30,
      'assets/stats.js': 11,
      'assets/analytics-page.js': 40,
      'assets/work-order-dialog.js': 5,
      'assets/trend-chart.js': 5,
      'assets/charts.js': 90,
      'assets/de.js': 1.5,
      'assets/texts-en-auth.js': 2,
      'assets/fr.js': 1,
      'index.html': 0.5,
      'assets/index.css': 10,
      'assets/inter.woff2': 20,
    };
    const sizes = measureRoutes(collectRoutes(manifest), (file) => kb[file]! * 1024);
    expect(
      sizes.map((size) => [
        size.name,
        size.gzipBytes / 1024,
        size.codeGzipBytes / 1024,
        size.textGzipBytes / 1024,
        size.pageGzipBytes / 1024,
        size.lazyGzipBytes / 1024,
      ]),
    ).toEqual([
      // English texts (2) and German's (1.5), the heavier of the two other languages; the page,
      // its stylesheet and its font (30.5).
      ['sign-in-page', 184.5, 150.5, 3.5, 30.5, 0],
      ['dashboard-page', ROUTE_BUDGET_KB + 1, ROUTE_BUDGET_KB + 1, 0, 0, 15.5],
      ['analytics-page', ROUTE_BUDGET_KB, ROUTE_BUDGET_KB, 0, 0, 110.5],
    ]);
    const { lines, overBudget } = summarise(sizes);
    expect(overBudget.map((size) => size.name)).toEqual(['dashboard-page', 'sign-in-page']);
    expect(lines).toEqual([
      'Routes, gzipped (what a browser loads to show the route, in its heaviest language; texts within 30 KB; sign-in: the page, styles and fonts too, all within its budget; lazy chunks listed apart):',
      '  Route                Files       Total        Code       Texts        Page    Language      Budget        Lazy      Status',
      `  dashboard-page           7    ${ROUTE_BUDGET_KB + 1}.0 KB    ${ROUTE_BUDGET_KB + 1}.0 KB      0.0 KB           -           -      ${ROUTE_BUDGET_KB} KB     15.5 KB        OVER`,
      `  analytics-page           6    ${ROUTE_BUDGET_KB}.0 KB    ${ROUTE_BUDGET_KB}.0 KB      0.0 KB           -           -      ${ROUTE_BUDGET_KB} KB    110.5 KB          ok`,
      '  sign-in-page             9    184.5 KB    150.5 KB      3.5 KB     30.5 KB          de      120 KB      0.0 KB        OVER',
    ]);
  });
});
