import type { Plugin } from 'vite';

/** The modules that name the app's shells, by how their ids end. */
export interface ShellModules {
  /** The entry's script: loaded on every route. */
  entry: string;
  /** The signed-in layout: loaded on every route but those in `outside`. */
  layout: string;
  /** Pages shown without the layout (sign-in, the debug page). */
  outside: readonly string[];
}

/** Static imports of a module, as the bundler knows them. */
export type StaticImports = (id: string) => readonly string[];

function closure(start: string | undefined, importsOf: StaticImports, into: Set<string>): Set<string> {
  const pending = start ? [start] : [];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (into.has(id)) continue;
    into.add(id);
    pending.push(...importsOf(id));
  }
  return into;
}

/**
 * The modules only the layout's static imports reach: not the layout itself (its chunk stays
 * the route's lazy entry), nor anything the entry or a page outside the layout imports. Every
 * signed-in route loads all of them, so they can ship as one file. What they import is in the
 * set or reached from the entry or those pages, whose modules never import one of the set: the
 * file imports only chunks that never import it back, so no cycle can change the order.
 */
export function layoutOnlyModules(ids: readonly string[], importsOf: StaticImports, shells: ShellModules) {
  const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
  const layout = find(shells.layout);
  const elsewhere = closure(find(shells.entry), importsOf, new Set());
  for (const page of shells.outside) closure(find(page), importsOf, elsewhere);
  const result = new Set<string>();
  for (const id of closure(layout, importsOf, new Set()))
    if (id !== layout && !elsewhere.has(id)) result.add(id);
  return result;
}

/**
 * The code every signed-in screen needs, as one chunk: left to automatic chunking it came as
 * ~80 files of a few hundred bytes, each paying for its own gzip stream and import list
 * (issue 14 §5: about 6 KB gzipped on every route). Groups are decided after the module graph
 * is complete, so the plugin computes the set at buildEnd and the group's test reads it.
 */
export function layoutChunk(shells: ShellModules): { plugin: Plugin; test: (id: string) => boolean } {
  let modules = new Set<string>();
  return {
    plugin: {
      name: 'fieldwork-layout-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        modules = layoutOnlyModules(ids, (id) => this.getModuleInfo(id)?.importedIds ?? [], shells);
      },
    },
    test: (id) => modules.has(id),
  };
}
