import { sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../shared/work-order-rules';

/**
 * The parenthesised list of open statuses built from the shared constant, for `status in ${OPEN_STATUS_SQL}` in raw SQL.
 * Raw because the statuses are the shared constant, never input; a bound list would change the generated
 * migration of the partial index that uses it.
 */
export const OPEN_STATUS_SQL = sql.raw(`(${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`);
