import type { HealthDetails } from '@shared/schemas/health';
import { Badge } from '@web/components/ui/badge';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { SectionCard } from '../shared/section-card';

/** Live socket connections per warehouse, the busiest first. */
export function WarehouseConnections({
  warehouses,
}: {
  warehouses: HealthDetails['websocket']['connectionsByWarehouse'];
}) {
  const t = useT(adminMessages);
  const busiestFirst = [...warehouses].sort((a, b) => b.connections - a.connections);
  return (
    <SectionCard title={t('connections.title')}>
      {busiestFirst.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('connections.none')}</p>
      ) : (
        <ul className="divide-y text-sm">
          {busiestFirst.map((warehouse) => (
            <li
              key={warehouse.warehouseId}
              className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
            >
              <span className="min-w-0 break-words">{warehouse.warehouseName}</span>
              <Badge variant="secondary">{t('connections.count', { count: warehouse.connections })}</Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
