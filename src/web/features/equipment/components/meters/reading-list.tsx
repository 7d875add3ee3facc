import { useState } from 'react';
import type { Meter, Reading } from '@shared/schemas/meters';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../../messages';
import { formatReading, RESET_LABELS } from './meter-words';

/** The list shows this many of the newest readings until the person asks for the rest. */
export const RECENT_READINGS = 5;

/** A meter's readings, newest first; those still on this device say "Not synced yet". */
export function ReadingList({
  meter,
  readings,
  pendingIds,
}: {
  meter: Meter;
  /** Oldest first, as the chart draws them. */
  readings: readonly Reading[];
  pendingIds: ReadonlySet<string>;
}) {
  const t = useT(equipmentMessages);
  const [showAll, setShowAll] = useState(false);
  const newestFirst = [...readings].reverse();
  const shown = showAll ? newestFirst : newestFirst.slice(0, RECENT_READINGS);
  if (readings.length === 0) return null;
  return (
    <div className="grid gap-2">
      <ul aria-label={t('readings.label', { name: meter.name })} className="divide-y rounded-lg border">
        {shown.map((reading) => (
          <li
            key={reading.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium tabular-nums">{formatReading(reading.value, meter.unit)}</span>
              {reading.reset ? <Badge variant="secondary">{t(RESET_LABELS[reading.reset])}</Badge> : null}
              {pendingIds.has(reading.id) ? <NotSyncedBadge /> : null}
            </span>
            <span className="text-xs text-muted-foreground">
              {formatDateTime(reading.readAt)}
              {reading.readByName ? ` · ${reading.readByName}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {readings.length > RECENT_READINGS ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setShowAll(!showAll)}>
          {showAll ? t('readings.showFewer') : t('readings.showAll', { count: String(readings.length) })}
        </Button>
      ) : null}
    </div>
  );
}
