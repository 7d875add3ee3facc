import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPEN_ORDER_STATUSES } from './open-orders';

describe('open purchase orders', () => {
  it('are the statuses the database counts as still to come (migration 0034)', () => {
    const sql = readFileSync(new URL('../../../../drizzle/0034_parts_on_order.sql', import.meta.url), 'utf8');
    const list = /o\."status" IN \(([^)]*)\)/.exec(sql)?.[1] ?? '';
    expect(list.split(',').map((s) => s.trim().replace(/'/g, ''))).toEqual([...OPEN_ORDER_STATUSES]);
  });
});
