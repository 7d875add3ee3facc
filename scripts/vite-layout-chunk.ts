import type { Plugin } from 'vite';

/** The modules that name the app's shells, by how their ids end. */
export interface ShellModules {
  /** The entry's script: loaded on every route. */
  entry: string;
  /** The signed-in layout: loaded on every route but those in `outside`. */
  layout: string;
  /** Pages shown without the layout (sign-in, the debug page). */
  outside: readonly string[];
  /**
   * A module of the layout's shared chunk that the router imports before the layout (ADR 62):
   * the build fails when it is not in that chunk.
   */
  door: string;
}

/** A chunk as the bundle hands it over: its file, its modules and the chunks it imports. */
export interface BuiltChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
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
 * signed-in route loads all of them, so they can ship as one file. A package's index (lucide-react,
 * radix-ui) "imports" every icon and primitive, so the ones only the layout uses count as the
 * entry's too: the bundler puts them in the layout's own chunk, which this file imports, while the
 * layout imports this file. That one cycle is harmless only when this file is loaded first
 * (`cycleProblems`, ADR 62).
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
 * Why the built chunks could run in the wrong order: an import cycle between chunks other than
 * the layout's chunk with the shared chunk, or a shared chunk without the door module. When the
 * layout's chunk is evaluated first, the shared chunk runs before it and reads its icons while
 * they are still undefined (a crash of every signed-in screen, React error #130); loading the
 * door first makes the shared chunk pull the layout's chunk in ahead of itself.
 */
export function cycleProblems(
  chunks: readonly BuiltChunk[],
  shells: ShellModules,
  sharedName: string,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (suffix: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
  const shared = chunks.find((c) => c.fileName.includes(`${sharedName}-`));
  if (!shared) return [];
  const problems: string[] = [];
  if (holding(shells.door) !== shared) {
    problems.push(
      `${shells.door} is not in the ${sharedName} chunk: the router's door to the layout no longer opens it first`,
    );
  }
  const layoutFile = holding(shells.layout)?.fileName;
  const reaches = (from: string, to: string) => {
    const seen = new Set<string>();
    const pending = [...(byFile.get(from)?.imports ?? [])];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (file === to) return true;
      if (seen.has(file)) continue;
      seen.add(file);
      pending.push(...(byFile.get(file)?.imports ?? []));
    }
    return false;
  };
  for (const chunk of chunks) {
    for (const imported of chunk.imports) {
      const isLayoutPair =
        [chunk.fileName, imported].includes(shared.fileName) &&
        [chunk.fileName, imported].includes(layoutFile ?? '');
      if (!isLayoutPair && reaches(imported, chunk.fileName)) {
        problems.push(
          `${chunk.fileName} and ${imported} import each other: their modules may run in the wrong order`,
        );
      }
    }
  }
  return problems;
}

/**
 * The code every signed-in screen needs, as one chunk: left to automatic chunking it came as
 * ~80 files of a few hundred bytes, each paying for its own gzip stream and import list
 * (issue 14 §5: about 6 KB gzipped on every route). Groups are decided after the module graph
 * is complete, so the plugin computes the set at buildEnd and the group's test reads it.
 */
export function layoutChunk(
  shells: ShellModules,
  sharedName: string,
): { plugin: Plugin; test: (id: string) => boolean } {
  let modules = new Set<string>();
  return {
    plugin: {
      name: 'fieldwork-layout-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        modules = layoutOnlyModules(ids, (id) => this.getModuleInfo(id)?.importedIds ?? [], shells);
      },
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [{ fileName: output.fileName, moduleIds: output.moduleIds, imports: output.imports }]
            : [],
        );
        for (const problem of cycleProblems(chunks, shells, sharedName)) this.error(problem);
      },
    },
    test: (id) => modules.has(id),
  };
}
