import { sql, type SQL } from 'drizzle-orm';

/**
 * The hours a PM order is estimated at from its template's minutes: in quarters of an hour, at
 * least one. The scheduler writes them on the orders it raises; the planning board's ghosts
 * show the same figure before the order exists.
 */
export const pmEstimatedHours = (minutes: SQL): SQL => sql`greatest(0.25, round(${minutes} / 15.0) * 0.25)`;
