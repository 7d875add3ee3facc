/** A foreign key: rows of `from` reference rows of `to`. */
export interface ForeignKey {
  from: string;
  to: string;
}

/**
 * Orders tables so that each comes after every table it references, which is the order a
 * restore can load them in with every foreign key checked as it goes. Ties go
 * alphabetically, so the order is stable. A table referencing itself is fine (COPY checks a
 * statement's rows after all of them are in); a cycle between tables is not, and is refused
 * with the tables named.
 */
export function orderByForeignKeys(tables: readonly string[], foreignKeys: readonly ForeignKey[]): string[] {
  const waitingOn = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { from, to } of foreignKeys) {
    if (from !== to && waitingOn.has(to)) waitingOn.get(from)?.add(to);
  }
  const ordered: string[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, needs]) => needs.size === 0).map(([t]) => t);
    if (ready.length === 0) {
      throw new Error(
        `Foreign keys form a cycle among ${[...waitingOn.keys()].sort().join(', ')}: no load order exists.`,
      );
    }
    const next = ready.sort()[0]!;
    ordered.push(next);
    waitingOn.delete(next);
    for (const needs of waitingOn.values()) needs.delete(next);
  }
  return ordered;
}
