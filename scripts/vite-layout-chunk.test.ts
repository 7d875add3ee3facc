import { describe, expect, it } from 'vitest';
import { cycleProblems, layoutOnlyModules, type BuiltChunk } from './vite-layout-chunk';

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
      door: 'src/menu.tsx',
    });
    expect([...modules].sort()).toEqual(['/app/src/menu.tsx', '/nm/popper.js']);
  });

  it('takes nothing when the layout is not in the build (the service worker)', () => {
    expect(
      layoutOnlyModules(['/app/src/sw.ts'], () => [], {
        entry: 'src/main.tsx',
        layout: 'src/layout.tsx',
        outside: [],
        door: 'src/menu.tsx',
      }).size,
    ).toBe(0);
  });

  describe('order of the built chunks', () => {
    const shells = { entry: 'src/main.tsx', layout: 'src/layout.tsx', outside: [], door: 'src/menu.tsx' };
    const chunk = (fileName: string, moduleIds: string[], imports: string[]): BuiltChunk => ({
      fileName,
      moduleIds,
      imports,
    });
    const built = (extra: BuiltChunk[] = []) => [
      chunk('index-a.js', ['/app/src/main.tsx'], []),
      chunk('layout-b.js', ['/app/src/layout.tsx', '/nm/icon.js'], ['index-a.js', 'layout-shared-c.js']),
      chunk('layout-shared-c.js', ['/app/src/menu.tsx'], ['index-a.js', 'layout-b.js']),
      ...extra,
    ];

    it('lets the layout and its shared chunk import each other while the door is in the shared chunk', () => {
      expect(cycleProblems(built(), shells, 'layout-shared')).toEqual([]);
    });

    it('refuses any other cycle between chunks', () => {
      const pages = [
        chunk('page-d.js', ['/app/src/dashboard.tsx'], ['chart-e.js']),
        chunk('chart-e.js', ['/app/src/chart.tsx'], ['page-d.js']),
      ];
      expect(cycleProblems(built(pages), shells, 'layout-shared')).toEqual([
        'page-d.js and chart-e.js import each other: their modules may run in the wrong order',
        'chart-e.js and page-d.js import each other: their modules may run in the wrong order',
      ]);
    });

    it('refuses a build whose door left the shared chunk', () => {
      const moved = { ...shells, door: 'src/main.tsx' };
      expect(cycleProblems(built(), moved, 'layout-shared')).toEqual([
        "src/main.tsx is not in the layout-shared chunk: the router's door to the layout no longer opens it first",
      ]);
    });
  });
});
