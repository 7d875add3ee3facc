import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPEN_STATUS_SQL } from './open-statuses';

const serverRoot = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('open work-order statuses in SQL', () => {
  it('renders the shared list', () => {
    const query = new PgDialect().sqlToQuery(sql`status in ${OPEN_STATUS_SQL}`);
    expect(query).toEqual({ sql: "status in ('new', 'assigned', 'in_progress')", params: [] });
  });

  it('is written nowhere else in the server', () => {
    const copies = sourceFiles(serverRoot).filter((file) =>
      /'new',\s*'assigned',\s*'in_progress'/.test(readFileSync(file, 'utf8')),
    );
    expect(copies.map((file) => file.slice(serverRoot.length + 1))).toEqual([]);
  });
});
