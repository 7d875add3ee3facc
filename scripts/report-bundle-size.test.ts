import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_PAGE_SRC,
  collectSignInFiles,
  collectStaticImports,
  measureGzip,
  summarise,
  type Manifest,
} from './report-bundle-size';

/** index.html → react + shared; sign-in page (lazy) → shared + form; dashboard (lazy) → charts. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js', '_shared-c3.js'],
    dynamicImports: [SIGN_IN_PAGE_SRC, 'features/dashboard/pages/dashboard-page.tsx'],
    css: ['assets/index-a1.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_shared-c3.js': { file: 'assets/shared-c3.js', imports: ['_react-b2.js'] },
  [SIGN_IN_PAGE_SRC]: {
    file: 'assets/sign-in-page-d4.js',
    src: SIGN_IN_PAGE_SRC,
    isDynamicEntry: true,
    imports: ['_shared-c3.js', '_form-e5.js', '_style-f6.css'],
  },
  '_form-e5.js': { file: 'assets/form-e5.js', imports: ['_react-b2.js'] },
  '_style-f6.css': { file: 'assets/style-f6.css' },
  'features/dashboard/pages/dashboard-page.tsx': {
    file: 'assets/dashboard-page-g7.js',
    src: 'features/dashboard/pages/dashboard-page.tsx',
    isDynamicEntry: true,
    imports: ['_charts-h8.js'],
  },
  '_charts-h8.js': { file: 'assets/charts-h8.js' },
};

describe('report-bundle-size', () => {
  it('follows static imports only, once each', () => {
    expect(collectStaticImports(manifest, 'index.html')).toEqual([
      'index.html',
      '_react-b2.js',
      '_shared-c3.js',
    ]);
  });

  it('collects the entry graph plus the sign-in page graph, JavaScript only, no other lazy page', () => {
    expect(collectSignInFiles(manifest)).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/shared-c3.js',
      'assets/sign-in-page-d4.js',
      'assets/form-e5.js',
    ]);
  });

  it('fails loudly when the sign-in page is missing from the manifest', () => {
    const withoutSignIn: Manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    expect(() => collectSignInFiles(withoutSignIn)).toThrow(/sign-in-page/);
  });

  it('gzips each file and reports the total against the budget', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
    const content = 'export const value = "fieldwork";\n'.repeat(200);
    writeFileSync(path.join(dir, 'a.js'), content);
    const [size] = measureGzip(dir, ['a.js']);
    expect(size?.gzipBytes).toBe(gzipSync(content, { level: 9 }).length);

    const underBudget = summarise([
      { file: 'a.js', gzipBytes: 100 * 1024 },
      { file: 'b.js', gzipBytes: 20 * 1024 },
    ]);
    expect(underBudget.lines.at(-1)).toBe('Sign-in route JavaScript: 120.0 KB gzipped (budget 150 KB)');
    expect(underBudget.isOverBudget).toBe(false);
    expect(summarise([{ file: 'a.js', gzipBytes: 150 * 1024 + 1 }]).isOverBudget).toBe(true);
  });
});
