import { sql, type SQL } from 'drizzle-orm';
import { PM_FREQUENCIES, type PmFrequency } from '../../../shared/domain';
import { FREQUENCY_STEPS } from '../../../shared/pm-frequency';

/** A frequency's shared step as a PostgreSQL interval (interval arithmetic keeps month ends right). */
function intervalOf(frequency: PmFrequency): string {
  const step = FREQUENCY_STEPS[frequency];
  return 'days' in step ? `${step.days} days` : `${step.months} months`;
}

/** The interval of a frequency column, as SQL. */
export function frequencyInterval(column: SQL): SQL {
  const cases = PM_FREQUENCIES.map((f) => `when '${f}' then interval '${intervalOf(f)}'`).join(' ');
  return sql`(case ${column} ${sql.raw(cases)} end)`;
}
