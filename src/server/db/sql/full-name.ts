import { sql, type Column } from 'drizzle-orm';

/** A person's name as lists show it, from a joined users row (null when the join found nobody). */
export const fullName = (u: { firstName: Column; lastName: Column }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;
