import { useState } from 'react';
import { Gauge, Plus } from 'lucide-react';
import { usePendingRecordIds } from '@web/components/not-synced-badge';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { useCan } from '@web/lib/permissions';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../../messages';
import { useMeters, useMetersWithPending } from '@web/components/meters/list-meters';
import { MeterCard } from './meter-card';
import { MeterFormDialog } from './meter-form-dialog';

/**
 * The asset's meters (issue 24): each with its last value, forecast, a form to record a
 * reading (offline too, through the change queue) and a chart. Offline it shows what was
 * last loaded, or says the list needs a connection.
 */
export function MetersTab({
  equipment,
}: {
  equipment: { id: string; warehouseId: string; assetTag: string };
}) {
  const t = useT(equipmentMessages);
  const canConfigure = useCan('equipment.write');
  const [isAdding, setIsAdding] = useState(false);
  const meters = useMeters(equipment.id);
  const shown = useMetersWithPending(equipment.id, meters.data);
  const pendingIds = usePendingRecordIds('meters');
  const query = { ...meters, data: meters.data ? shown : undefined };
  return (
    <div className="grid gap-4">
      {canConfigure ? (
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => setIsAdding(true)}>
            <Plus aria-hidden />
            {t('meters.add')}
          </Button>
          <MeterFormDialog open={isAdding} onOpenChange={setIsAdding} equipment={equipment} />
        </div>
      ) : null}
      <QueryState
        query={query}
        errorTitle={t('meters.fetchFailed')}
        loading={<Skeletons count={2} label={t('meters.loading')} />}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <Gauge className="size-5" aria-hidden />
            {t('meters.empty')}
          </div>
        }
      >
        {(rows) => (
          <ul className="grid gap-4" aria-label={t('meters.label')}>
            {rows.map((meter) => (
              <MeterCard
                key={meter.id}
                meter={meter}
                equipment={equipment}
                isPending={pendingIds.has(meter.id)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
