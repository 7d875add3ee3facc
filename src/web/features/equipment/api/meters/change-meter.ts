import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMeter, Meter, UpdateMeter } from '@shared/schemas/meters';
import { sendChange } from '@web/lib/offline/browser-queue';
import { newTempId } from '@web/lib/offline/temp-ids';
import { meterKeys } from '@web/components/meters/query-keys';

/**
 * Meter set-up through the change queue, as every write (ADR 31): Idempotency-Key = the
 * action's id, If-Match = the version the person saw on an edit or delete.
 */

export function createMeter({
  equipment,
  input,
}: {
  equipment: { id: string; warehouseId: string; assetTag: string };
  input: CreateMeter;
}): Promise<Meter> {
  const id = newTempId();
  const now = new Date().toISOString();
  const draft: Meter = {
    id,
    equipmentId: equipment.id,
    warehouseId: equipment.warehouseId,
    name: input.name,
    unit: input.unit,
    kind: input.kind,
    minValue: input.minValue ?? null,
    maxValue: input.maxValue ?? null,
    excursionRaisesWorkOrder: input.excursionRaisesWorkOrder,
    lastValue: null,
    lastReadAt: null,
    total: null,
    excursionSince: null,
    excursionWorkOrderId: null,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  return sendChange<Meter>({
    type: 'create',
    table: 'meters',
    parentId: equipment.id,
    recordId: id,
    data: { ...input },
    label: `New meter ${input.name} on ${equipment.assetTag}`,
    optimistic: draft,
  });
}

export function updateMeter({ meter, changes }: { meter: Meter; changes: UpdateMeter }): Promise<Meter> {
  return sendChange<Meter>({
    type: 'update',
    table: 'meters',
    recordId: meter.id,
    baseVersion: meter.version,
    data: { ...changes },
    label: `Edit meter ${meter.name}`,
    optimistic: { ...meter, ...changes, version: meter.version + 1 },
  });
}

export function deleteMeter(meter: Meter): Promise<unknown> {
  return sendChange<unknown>({
    type: 'delete',
    table: 'meters',
    recordId: meter.id,
    baseVersion: meter.version,
    data: {},
    label: `Delete meter ${meter.name}`,
  });
}

function useRefreshMeters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meterKeys.all() });
}

export function useCreateMeter() {
  const refresh = useRefreshMeters();
  return useMutation({ mutationFn: createMeter, onSuccess: refresh });
}

export function useUpdateMeter() {
  const refresh = useRefreshMeters();
  // A conflict means what is on screen is stale too.
  return useMutation({ mutationFn: updateMeter, onSettled: refresh });
}

export function useDeleteMeter() {
  const refresh = useRefreshMeters();
  return useMutation({ mutationFn: deleteMeter, onSettled: refresh });
}
