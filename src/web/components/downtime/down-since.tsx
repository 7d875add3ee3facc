import type { Downtime } from '@shared/schemas/downtime';
import { useNow } from '@web/lib/use-now';
import { formatDowntimeLength, formatMoment } from './downtime-format';

/** "Down since 09:12 (2 h 5 min)", the length ticking. */
export function DownSince({ record, className }: { record: Downtime; className?: string }) {
  const now = useNow(1000);
  return (
    <span className={className}>
      Down since <time dateTime={record.startedAt}>{formatMoment(record.startedAt, now)}</time>{' '}
      <span className="whitespace-nowrap tabular-nums">({formatDowntimeLength(record, now)})</span>
    </span>
  );
}
