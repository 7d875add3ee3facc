import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The entry's stylesheet (src/web/styles/theme.css) has Tailwind's classes of the files its
 * `@source` lines name only; the signed-in screens bring every class (workspace.css, ADR 69).
 * A file a signed-out visit may show outside those sources would show unstyled: this fails first.
 */
const WEB = path.resolve(import.meta.dirname, '../src/web');
const STYLES = path.join(WEB, 'styles');
/** Where the signed-in screens begin: from here on workspace.css is loaded. */
const SIGNED_IN = ['app/workspace.tsx', 'app/layout/navigation.ts'].map((file) => path.join(WEB, file));
const IMPORT = /(?:^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?|import\()\s*['"]([^'"]+)['"]/gm;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@web/')
    ? path.join(WEB, specifier.slice('@web/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => file.startsWith(WEB) && /\.tsx?$/.test(file) && existsSync(file));
}

/** Every module of src/web a visit may run before anyone signs in: static and lazy imports from the entry. */
function signedOutModules(): string[] {
  const seen = new Set([path.join(WEB, 'main.tsx')]);
  const pending = [...seen];
  while (pending.length > 0) {
    const file = pending.pop()!;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const imported = specifier && resolveImport(file, specifier);
      if (!imported || seen.has(imported) || SIGNED_IN.includes(imported)) continue;
      seen.add(imported);
      pending.push(imported);
    }
  }
  return [...seen];
}

/** theme.css's sources as tests on a file: a file, a folder's own `*.tsx`, or a folder. */
function themeSources(): ((file: string) => boolean)[] {
  const css = readFileSync(path.join(STYLES, 'theme.css'), 'utf8');
  return [...css.matchAll(/^@source '([^']+)';$/gm)].map(([, source = '']) => {
    const target = path.resolve(STYLES, source);
    if (target.endsWith(`${path.sep}*.tsx`))
      return (file) => path.dirname(file) === path.dirname(target) && file.endsWith('.tsx');
    if (/\.tsx?$/.test(target)) return (file) => file === target;
    return (file) => file.startsWith(`${target}${path.sep}`);
  });
}

describe("the entry's stylesheet", () => {
  it('has the classes of every file a signed-out visit may show', () => {
    const sources = themeSources();
    const withClasses = signedOutModules().filter((file) => readFileSync(file, 'utf8').includes('className'));
    expect(withClasses.length).toBeGreaterThan(20);
    const uncovered = withClasses.filter((file) => !sources.some((covers) => covers(file)));
    expect(uncovered.map((file) => path.relative(WEB, file))).toEqual([]);
  });
});
