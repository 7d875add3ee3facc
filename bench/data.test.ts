import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../src/server/test/test-app';
import { benchFoNumber } from './data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('generated FO numbers', () => {
  it('stay unique past the millionth order of a warehouse (issue 14: lpad to 6 digits collided)', async () => {
    const numbers = await t.db.execute<{ fo: string }>(sql`
      select ${benchFoNumber('WO-BENCH-', sql`g`)} as fo
      from unnest(array[1, 99999, 100000, 999999, 1000000, 9999999]) g`);
    const all = numbers.rows.map((r) => r.fo);
    expect(all).toEqual([
      'WO-BENCH-0000001',
      'WO-BENCH-0099999',
      'WO-BENCH-0100000',
      'WO-BENCH-0999999',
      'WO-BENCH-1000000',
      'WO-BENCH-9999999',
    ]);
    expect(new Set(all).size).toBe(all.length);
  });
});
