import { sql, type SQL } from 'drizzle-orm';
import { PM_FREQUENCIES, type PmFrequency } from '../../../shared/domain';

/** How far apart PMs of each frequency fall (PostgreSQL interval arithmetic keeps month ends right). */
export const FREQUENCY_INTERVALS: Readonly<Record<PmFrequency, string>> = {
  daily: '1 day',
  weekly: '7 days',
  monthly: '1 month',
  quarterly: '3 months',
  annually: '1 year',
};

/** The interval of a frequency column, as SQL. */
export function frequencyInterval(column: SQL): SQL {
  const cases = PM_FREQUENCIES.map((f) => `when '${f}' then interval '${FREQUENCY_INTERVALS[f]}'`).join(' ');
  return sql`(case ${column} ${sql.raw(cases)} end)`;
}
