import type { Downtime } from '@shared/schemas/downtime';
import { useNow } from '@web/lib/use-now';
import { formatDowntimeLength, formatMoment } from './downtime-format';
import { useT } from '@web/lib/i18n/use-t';
import { downtimeMessages } from './messages';
import { Slotted, SLOT } from '../slotted';

/** "Down since 09:12 (2 h 5 min)", the length ticking. */
export function DownSince({ record, className }: { record: Downtime; className?: string }) {
  const t = useT(downtimeMessages);
  const now = useNow(1000);
  return (
    <span className={className}>
      <Slotted text={t('since.text', { time: SLOT })}>
        <time dateTime={record.startedAt}>{formatMoment(record.startedAt, now)}</time>
      </Slotted>{' '}
      <span className="whitespace-nowrap tabular-nums">({formatDowntimeLength(record, now)})</span>
    </span>
  );
}
