import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Meter } from '@shared/schemas/meters';
import { apiRequestAll } from '@web/lib/api-client';
import type { ChangeAction } from '@web/lib/offline/change-action';
import { useWithPending } from '@web/lib/offline/pending-records';
import { isTempId } from '@web/lib/offline/temp-ids';
import { meterKeys } from './query-keys';

export function listMeters(equipmentId: string): Promise<Meter[]> {
  return apiRequestAll<Meter>(`/api/equipment/${encodeURIComponent(equipmentId)}/meters`);
}

/** The asset's meters, whole (a handful per asset). */
export function useMeters(equipmentId: string) {
  return useQuery({
    queryKey: meterKeys.forEquipment(equipmentId),
    queryFn: () => listMeters(equipmentId),
    enabled: !isTempId(equipmentId),
  });
}

/** The asset's meters with this device's queued set-up applied (made, edited or deleted here). */
export function useMetersWithPending(equipmentId: string, rows: readonly Meter[] | undefined) {
  // Edits and deletes name the meter itself; only a create says whose it is.
  const belongs = useCallback(
    (action: ChangeAction) => action.type !== 'create' || action.parentId === equipmentId,
    [equipmentId],
  );
  return useWithPending(rows, 'meters', belongs);
}
