import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meter, Reading } from '@shared/schemas/meters';
import { useAuth } from '@web/lib/auth/auth-context';
import { formatFullName, formatNumber } from '@web/lib/formatting';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { useChangeQueue } from '@web/lib/offline/use-change-queue';
import { serverClock } from '@web/lib/server-clock';
import { meterKeys } from '@web/components/meters/query-keys';
import { mergePendingReadings, pendingReading, type ReadingBody } from './pending-readings';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/** What the form hands in: the value, and when and how it was read if not just now. */
export interface ReadingEntry {
  value: number;
  readAt?: string;
  reset?: 'replacement' | 'rollover';
}

/**
 * Through the change queue, online too (ADR 31): Idempotency-Key = the action's id, so a
 * reading replayed after a lost answer is recorded once. The moment it was read is always
 * sent (the server's clock as this device reckons it), so a reading queued offline keeps its
 * time, and the source says `offline` when the device had no connection when it was taken.
 */
export function recordReading({
  meter,
  entry,
  readByName,
  name,
  isOnline = navigator.onLine,
}: {
  meter: Meter;
  entry: ReadingEntry;
  readByName: string | null;
  /** Names the change in the pending-changes list. */
  name: ChangeName;
  isOnline?: boolean;
}): Promise<Reading> {
  const now = serverClock.now();
  const body: ReadingBody = {
    value: entry.value,
    readAt: entry.readAt ?? now.toISOString(),
    source: isOnline ? 'manual' : 'offline',
    ...(entry.reset ? { reset: entry.reset } : {}),
  };
  const id = newTempId();
  return sendChange<Reading>({
    type: 'create',
    table: 'meter-readings',
    parentId: meter.id,
    recordId: id,
    data: { ...body },
    ...name,
    optimistic: pendingReading({ id, meterId: meter.id, body, readByName, now }),
  });
}

export function useRecordReading(meter: Meter) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (entry: ReadingEntry) =>
      recordReading({
        meter,
        entry,
        readByName: user ? formatFullName(user) : null,
        name: wordChange('change.meter.reading', {
          value: formatNumber(entry.value),
          unit: meter.unit,
          name: meter.name,
        }),
      }),
    // Queued: shown from the queue until it lands (then the sync refreshes every screen).
    onSuccess: (result) =>
      wasQueued(result) ? undefined : queryClient.invalidateQueries({ queryKey: meterKeys.all() }),
  });
}

/** A meter's readings with those still on this device merged in. */
export function useReadingsWithPending(rows: readonly Reading[] | undefined, meterId: string) {
  const { actions } = useChangeQueue();
  return useMemo(() => mergePendingReadings(rows ?? [], actions, meterId), [rows, actions, meterId]);
}
