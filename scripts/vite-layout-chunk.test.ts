import { describe, expect, it } from 'vitest';
import { layoutOnlyModules } from './vite-layout-chunk';

/** A small app: main → react, shared; layout → ui, menu, shared; sign-in → form, ui; menu → popper. */
const graph: Record<string, string[]> = {
  '/app/src/main.tsx': ['/nm/react.js', '/app/src/shared.ts'],
  '/app/src/layout.tsx': ['/app/src/ui.tsx', '/app/src/menu.tsx', '/app/src/shared.ts'],
  '/app/src/sign-in.tsx': ['/app/src/form.tsx', '/app/src/ui.tsx'],
  '/app/src/debug.tsx': [],
  '/app/src/menu.tsx': ['/nm/popper.js', '/nm/react.js'],
  '/app/src/ui.tsx': ['/nm/react.js'],
  '/app/src/form.tsx': [],
  '/app/src/shared.ts': [],
  '/nm/react.js': [],
  '/nm/popper.js': [],
  '/app/src/dashboard.tsx': ['/app/src/menu.tsx', '/app/src/chart.tsx'],
  '/app/src/chart.tsx': [],
};

describe('layout chunk', () => {
  it('takes what only the layout reaches: not the layout, the entry, pages outside it, or other pages', () => {
    const modules = layoutOnlyModules(Object.keys(graph), (id) => graph[id] ?? [], {
      entry: 'src/main.tsx',
      layout: 'src/layout.tsx',
      outside: ['src/sign-in.tsx', 'src/debug.tsx'],
    });
    expect([...modules].sort()).toEqual(['/app/src/menu.tsx', '/nm/popper.js']);
  });

  it('takes nothing when the layout is not in the build (the service worker)', () => {
    expect(
      layoutOnlyModules(['/app/src/sw.ts'], () => [], {
        entry: 'src/main.tsx',
        layout: 'src/layout.tsx',
        outside: [],
      }).size,
    ).toBe(0);
  });
});
