import type { QueryType } from '../../../shared/schemas/performance';

export interface QueryShape {
  type: QueryType;
  table: string | null;
}

/** An identifier, quoted or not, optionally schema-qualified: the table is its last part. */
const IDENTIFIER = String.raw`((?:"[^"]+"|[a-z_][a-z0-9_$]*)(?:\s*\.\s*(?:"[^"]+"|[a-z_][a-z0-9_$]*))?)`;
const TABLE_AFTER: Record<Exclude<QueryType, 'other'>, RegExp> = {
  select: new RegExp(String.raw`\bfrom\s+${IDENTIFIER}`, 'gi'),
  insert: new RegExp(String.raw`\binsert\s+into\s+${IDENTIFIER}`, 'gi'),
  update: new RegExp(String.raw`\bupdate\s+(?:only\s+)?${IDENTIFIER}`, 'gi'),
  delete: new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?${IDENTIFIER}`, 'gi'),
};

/** How deep in parentheses `index` is: the main table is named outside them (not in `extract(x from y)`). */
function depthAt(text: string, index: number): number {
  let depth = 0;
  for (let i = 0; i < index; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
  }
  return depth;
}

const withoutComments = (sql: string) => sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');

function tableName(identifier: string): string {
  const last = identifier.split('.').at(-1)!.trim();
  return last.startsWith('"') ? last.slice(1, -1) : last.toLowerCase();
}

/**
 * What a statement does and to which table, from its text alone: the statement's text and its
 * parameters are never kept. A `with` statement counts as the write it ends in, else a select;
 * a select from no table (`select 1`, `select pg_sleep(…)`) has no table.
 */
function parseQueryShape(sql: string): QueryShape {
  const text = withoutComments(sql).trimStart();
  const verb = /^[a-z]+/i.exec(text)?.[0]?.toLowerCase();
  let type: QueryType = 'other';
  if (verb === 'select' || verb === 'insert' || verb === 'update' || verb === 'delete') type = verb;
  else if (verb === 'with') {
    const write = /\)\s*(insert|update|delete)\b/i.exec(text)?.[1]?.toLowerCase();
    type = write === 'insert' || write === 'update' || write === 'delete' ? write : 'select';
  }
  if (type === 'other') return { type, table: null };
  for (const match of text.matchAll(TABLE_AFTER[type])) {
    if (match[1] && depthAt(text, match.index) === 0) return { type, table: tableName(match[1]) };
  }
  return { type, table: null };
}

/**
 * The app runs a few hundred distinct statement texts (values travel as parameters): each is
 * parsed once (~40 µs) and then looked up (<1 µs). The texts stay in this map only, never reported.
 */
const SHAPES_KEPT = 1_000;
const shapes = new Map<string, QueryShape>();

export function queryShape(sql: string): QueryShape {
  let shape = shapes.get(sql);
  if (!shape) {
    shape = parseQueryShape(sql);
    // Statements with inlined values would make every text new: start over rather than grow.
    if (shapes.size >= SHAPES_KEPT) shapes.clear();
    shapes.set(sql, shape);
  }
  return shape;
}
