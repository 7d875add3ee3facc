import { eq } from 'drizzle-orm';
import type { Locale } from '../../shared/locales';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { isAnyOf } from '../db/sql/uuid-array';

/** The language each of these people reads (null: not chosen yet, English). */
export async function localesOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, Locale | null>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(isAnyOf(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.locale]));
}

/** The language one person reads: what they export and print is worded in it (issue 29 §2). */
export async function localeOf(db: Executor, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? null;
}
