/**
 * Bundle budgets (issue 2 §8, issue 14 §5, issue 30 §6), checked by `npm run build` after `vite
 * build`: what a browser must download to show each route, gzipped, stays within its budget —
 * 120 KB for sign-in, the first screen of every visit, counted as the visit downloads it (the
 * page, its stylesheets and the fonts they declare as well as its JavaScript and texts, ADR 69),
 * 250 KB of JavaScript for any other route, or the budget of its own a route has (ROUTE_BUDGETS_KB). A route's JavaScript is the entry with its static
 * imports, plus, for the screens inside the app's layout, the layout's chunk, plus the page's
 * chunk, each with the shared chunks it imports statically, counted once, walked from the Vite
 * manifest. What a route imports lazily (a chart, a dialog) loads once the route shows, and is
 * listed apart, not counted. Its texts (ADR 63) are weighed apart from its code: the English ones
 * it loads with its code, plus the catalogue chunks of the heaviest other language, within
 * TEXTS_BUDGET_KB; the sign-in page holds its 150 KB with code and texts together.
 * The request portal's page (issue 23, ADR 51) is an entry of its own (portal.html, its own
 * manifest): all the code it loads counts against its 60 KB budget; since it speaks five
 * languages (issue 29), its texts weigh apart, as every route's but sign-in's do (ADR 63).
 * Prints a table of every route and exits 1 when one is over its budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PORTAL_BUNDLE_BUDGET_KB } from '../src/shared/constants';
import { PORTAL_PAGE_FILE } from '../src/shared/portal-pages';
import { PORTAL_MANIFEST } from './vite-portal-build';
import { TEXTS_CHUNK_PREFIX } from './vite-precompiled-messages';

export const ENTRY_KEY = 'index.html';
/** The signed-in workspace: the layout and the route table, whose pages it loads lazily. */
export const LAYOUT_SRC = 'app/workspace.tsx';
/** The sign-in page module as the manifest names it (relative to the Vite root, src/web). */
export const SIGN_IN_PAGE_SRC = 'features/auth/pages/sign-in-page.tsx';
/** Pages the router shows without the layout (src/web/app/router.tsx). */
export const PAGES_OUTSIDE_LAYOUT: readonly string[] = [
  SIGN_IN_PAGE_SRC,
  'features/debug/pages/debug-page.tsx',
];
/**
 * 150 KB of JavaScript until issue 30; now 120 KB for everything a signed-out visit downloads
 * before the form shows (ADR 69): the fonts, TanStack Query, zod and the toaster wait for a
 * signed-in screen or a first keystroke.
 */
export const SIGN_IN_BUDGET_KB = 120;
/** A route's texts in the heaviest language: English (loaded with the code) and that language's. */
export const TEXTS_BUDGET_KB = 30;
/**
 * 250 KB until issue 29's review; then 252: every message of every module got its code (ADR 65),
 * and the names its sentences give in every language travel with the shared `said` (0.7 KB more
 * on every route, measured), which put the analytics and work order screens 0.2–0.8 KB over.
 */
export const ROUTE_BUDGET_KB = 252;
/**
 * Routes with a budget of their own, by page name. The planning board (ADR 57) draws with a
 * drag-and-drop library and a virtualized backlog: about 25 KB more than the layout's other
 * screens need, with its dialogs, filters, day view and phone list already loaded lazily; 3 KB
 * more since every route carries the message formatter and catalogue runtime (ADR 63). Every
 * route also carries, since issue 29, the shared error texts its forms are validated with and
 * the screen-reader announcements (ADR 65, 67): about 1.5 KB once the texts went by module and
 * their translations lazy, and 0.7 KB more once every module's messages had codes; the work
 * orders list and the PM screen, at 249–250 KB before it, got 2 KB above the rest with it, as
 * the planning board did.
 */
export const ROUTE_BUDGETS_KB: Readonly<Record<string, number>> = {
  'planning-page': 262,
  'work-orders-page': 254,
  'preventive-page': 254,
};
/** A language's texts of one feature (src/web/lib/i18n/catalogue.ts): "…/messages/de.json". */
const CATALOGUE_PATTERN = /\/messages\/([^/]+)\.json$/;
/** A page module: every route's screen is one (src/web/app/routes.tsx, router.tsx). */
const PAGE_PATTERN = /^features\/[^/]+\/pages\/[^/]+\.tsx$/;
/** The page every visit opens: Vite's manifest names it, and it lies at the top of the build. */
const DOCUMENT_FILE = 'index.html';
const FONT_PATTERN = /\.woff2?$/;

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files its stylesheets refer to (fonts, images). */
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Route {
  /** The page's file name without extension: `work-orders-page`. */
  name: string;
  budgetKb: number;
  /** JavaScript files needed to show it, its English texts among them. */
  files: string[];
  /** Of those, the chunks of English texts. */
  textFiles: string[];
  /** JavaScript files it may load lazily once shown (not counted against the budget). */
  lazyFiles: string[];
  /** Per language other than English: the catalogue chunks its screens load before they show. */
  languageFiles: Readonly<Record<string, string[]>>;
  /** Sign-in only: the page itself, its stylesheets and the fonts they declare, which the visit downloads too. */
  pageFiles: string[];
}

export interface RouteSize {
  name: string;
  budgetKb: number;
  fileCount: number;
  /** In its heaviest language: code and texts. */
  gzipBytes: number;
  codeGzipBytes: number;
  textGzipBytes: number;
  /** The page, stylesheets and fonts (sign-in only). */
  pageGzipBytes: number;
  /** The language it is heaviest in; '' when it has no texts of other languages. */
  language: string;
  lazyGzipBytes: number;
}

const isJs = (file: string) => file.endsWith('.js');

function chunkAt(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
  return chunk;
}

/** Manifest keys reachable from `startKey` through static imports only, in visiting order. */
export function collectStaticImports(
  manifest: Manifest,
  startKey: string,
  seen = new Set<string>(),
): string[] {
  const order: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = chunkAt(manifest, key);
    seen.add(key);
    order.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(startKey);
  return order;
}

const catalogueLanguage = (manifest: Manifest, key: string) =>
  CATALOGUE_PATTERN.exec(chunkAt(manifest, key).src ?? key)?.[1];

/** The catalogue chunks the given chunks load, by language. */
function collectLanguageFiles(manifest: Manifest, keys: readonly string[]): Record<string, string[]> {
  const byLanguage: Record<string, string[]> = {};
  for (const key of keys) {
    for (const lazy of chunkAt(manifest, key).dynamicImports ?? []) {
      const language = catalogueLanguage(manifest, lazy);
      if (language) (byLanguage[language] ??= []).push(chunkAt(manifest, lazy).file);
    }
  }
  return byLanguage;
}

/** Chunks the given ones import lazily, with their static imports, minus those already loaded and texts. */
function collectLazyImports(
  manifest: Manifest,
  keys: readonly string[],
  loaded: ReadonlySet<string>,
): string[] {
  const seen = new Set(loaded);
  const order: string[] = [];
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.shift()!;
    for (const lazy of chunkAt(manifest, key).dynamicImports ?? []) {
      if (catalogueLanguage(manifest, lazy)) continue;
      const added = collectStaticImports(manifest, lazy, seen);
      order.push(...added);
      pending.push(...added);
    }
  }
  return order;
}

function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  return keys.map((key) => chunkAt(manifest, key).file).filter(isJs);
}

/**
 * What else the first visit downloads with these chunks: the page, the stylesheets the chunks
 * bring, and every font those declare (a font is fetched once text needs it; a stylesheet that
 * declares one is budgeted as if it will be).
 */
function pageFilesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const chunks = keys.map((key) => chunkAt(manifest, key));
  const styles = chunks.flatMap((chunk) => chunk.css ?? []);
  const fonts = chunks.flatMap((chunk) => (chunk.assets ?? []).filter((file) => FONT_PATTERN.test(file)));
  return [DOCUMENT_FILE, ...new Set([...styles, ...fonts])];
}

function textFilesOf(manifest: Manifest, keys: readonly string[]): string[] {
  return filesOf(
    manifest,
    keys.filter((key) => chunkAt(manifest, key).name?.startsWith(TEXTS_CHUNK_PREFIX)),
  );
}

/**
 * Every route of the app, from the manifest: one per page module that the entry or the
 * workspace (or a chunk either imports) loads lazily. Their other lazy chunks (the workspace,
 * the toaster, dialogs) are not routes; what a route's own chunks import lazily is its
 * on-demand JavaScript.
 */
export function collectRoutes(manifest: Manifest): Route[] {
  const shell = collectStaticImports(manifest, ENTRY_KEY);
  // The entry names the pages outside the layout; the workspace's route table names the others.
  const workspace = LAYOUT_SRC in manifest ? collectStaticImports(manifest, LAYOUT_SRC, new Set(shell)) : [];
  const pages = [
    ...new Set([...shell, ...workspace].flatMap((key) => chunkAt(manifest, key).dynamicImports ?? [])),
  ].filter((key) => PAGE_PATTERN.test(chunkAt(manifest, key).src ?? key));
  if (!pages.some((key) => chunkAt(manifest, key).src === SIGN_IN_PAGE_SRC))
    throw new Error(
      `The manifest has no chunk for ${SIGN_IN_PAGE_SRC}: is the sign-in page still lazy-loaded?`,
    );
  return pages.map((page) => {
    const src = chunkAt(manifest, page).src ?? page;
    const seen = new Set(shell);
    const routeChunks = (PAGES_OUTSIDE_LAYOUT.includes(src) ? [page] : [LAYOUT_SRC, page]).flatMap((key) =>
      collectStaticImports(manifest, key, seen),
    );
    const name = path.basename(src, '.tsx');
    const isSignIn = src === SIGN_IN_PAGE_SRC;
    return {
      name,
      budgetKb: isSignIn ? SIGN_IN_BUDGET_KB : (ROUTE_BUDGETS_KB[name] ?? ROUTE_BUDGET_KB),
      files: filesOf(manifest, [...shell, ...routeChunks]),
      textFiles: textFilesOf(manifest, [...shell, ...routeChunks]),
      // Other routes' pages, which the route table names lazily, are not this route's.
      lazyFiles: filesOf(manifest, collectLazyImports(manifest, routeChunks, new Set([...seen, ...pages]))),
      languageFiles: collectLanguageFiles(manifest, [...shell, ...routeChunks]),
      pageFiles: isSignIn ? pageFilesOf(manifest, [...shell, ...routeChunks]) : [],
    };
  });
}

/** The request portal's page, from its own build's manifest: its entry and all it imports. */
export function collectPortalRoute(portalManifest: Manifest): Route {
  const chunks = collectStaticImports(portalManifest, PORTAL_PAGE_FILE);
  return {
    name: `request portal (${PORTAL_PAGE_FILE})`,
    budgetKb: PORTAL_BUNDLE_BUDGET_KB,
    files: filesOf(portalManifest, chunks),
    textFiles: textFilesOf(portalManifest, chunks),
    lazyFiles: filesOf(portalManifest, collectLazyImports(portalManifest, chunks, new Set(chunks))),
    languageFiles: collectLanguageFiles(portalManifest, chunks),
    pageFiles: [],
  };
}

/**
 * Gzipped sizes (level 9, as a server's static compression would) of the files of `distDir`;
 * a font's own size, since it is compressed already and sent as it is.
 */
export function gzipSizer(distDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      const bytes = readFileSync(path.join(distDir, file));
      size = FONT_PATTERN.test(file) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

export function measureRoutes(routes: readonly Route[], sizeOf: (file: string) => number): RouteSize[] {
  const total = (files: readonly string[]) => files.reduce((sum, file) => sum + sizeOf(file), 0);
  return routes.map((route) => {
    const heaviest = Object.entries(route.languageFiles)
      .map(([language, files]) => ({ language, bytes: total(files) }))
      .reduce((worst, next) => (next.bytes > worst.bytes ? next : worst), { language: '', bytes: 0 });
    const textGzipBytes = total(route.textFiles) + heaviest.bytes;
    const codeGzipBytes = total(route.files) - total(route.textFiles);
    const pageGzipBytes = total(route.pageFiles);
    return {
      name: route.name,
      budgetKb: route.budgetKb,
      fileCount: route.files.length + route.pageFiles.length,
      gzipBytes: codeGzipBytes + textGzipBytes + pageGzipBytes,
      codeGzipBytes,
      textGzipBytes,
      pageGzipBytes,
      language: heaviest.language,
      lazyGzipBytes: total(route.lazyFiles),
    };
  });
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The sign-in page's budget holds all its visit downloads together; any other route's, its code. */
const isOver = (size: RouteSize) =>
  size.budgetKb === SIGN_IN_BUDGET_KB
    ? size.gzipBytes > size.budgetKb * 1024
    : size.codeGzipBytes > size.budgetKb * 1024 || size.textGzipBytes > TEXTS_BUDGET_KB * 1024;

/** The table `npm run build` prints, largest route first, and whether any route is over. */
export function summarise(sizes: readonly RouteSize[]): { lines: string[]; overBudget: RouteSize[] } {
  const sorted = [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes || a.name.localeCompare(b.name));
  const width = Math.max('Route'.length, ...sorted.map((size) => size.name.length));
  const row = (cells: string[]) =>
    `  ${cells[0]!.padEnd(width)}  ${cells
      .slice(1)
      .map((cell) => cell.padStart(10))
      .join('  ')}`;
  const lines = [
    `Routes, gzipped (what a browser loads to show the route, in its heaviest language; texts within ${TEXTS_BUDGET_KB} KB; sign-in: the page, styles and fonts too, all within its budget; lazy chunks listed apart):`,
    row(['Route', 'Files', 'Total', 'Code', 'Texts', 'Page', 'Language', 'Budget', 'Lazy', 'Status']),
    ...sorted.map((size) =>
      row([
        size.name,
        String(size.fileCount),
        formatKb(size.gzipBytes),
        formatKb(size.codeGzipBytes),
        formatKb(size.textGzipBytes),
        size.pageGzipBytes > 0 ? formatKb(size.pageGzipBytes) : '-',
        size.language || '-',
        `${size.budgetKb} KB`,
        formatKb(size.lazyGzipBytes),
        isOver(size) ? 'OVER' : 'ok',
      ]),
    ),
  ];
  return { lines, overBudget: sorted.filter(isOver) };
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.join(root, 'dist/web');
  const readManifest = (file: string) =>
    JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as Manifest;
  const routes = [
    ...collectRoutes(readManifest('.vite/manifest.json')),
    collectPortalRoute(readManifest(PORTAL_MANIFEST)),
  ];
  const { lines, overBudget } = summarise(measureRoutes(routes, gzipSizer(distDir)));
  console.log(lines.join('\n'));
  if (overBudget.length > 0) {
    const names = overBudget.map(
      (size) => `${size.name} (${formatKb(size.gzipBytes)} > ${size.budgetKb} KB)`,
    );
    const signInAdvice = overBudget.some((size) => size.budgetKb === SIGN_IN_BUDGET_KB)
      ? ' For sign-in, its Page column counts index.html, the stylesheets and the fonts they declare: keep a new font, the query cache, zod and the toaster off the signed-out visit (ADR 69).'
      : '';
    console.error(
      `Over budget: ${names.join(', ')}. Load what the route does not need to show lazily.${signInAdvice}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
