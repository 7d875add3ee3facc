import type { HealthDetails } from '@shared/schemas/health';
import { Badge } from '@web/components/ui/badge';
import { formatCount } from '@web/lib/formatting';
import { SectionCard } from '../shared/section-card';

/** Live socket connections per warehouse, the busiest first. */
export function WarehouseConnections({
  warehouses,
}: {
  warehouses: HealthDetails['websocket']['connectionsByWarehouse'];
}) {
  const busiestFirst = [...warehouses].sort((a, b) => b.connections - a.connections);
  return (
    <SectionCard title="Active Connections by Warehouse">
      {busiestFirst.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one is connected to this instance right now.</p>
      ) : (
        <ul className="divide-y text-sm">
          {busiestFirst.map((warehouse) => (
            <li
              key={warehouse.warehouseId}
              className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
            >
              <span className="min-w-0 break-words">{warehouse.warehouseName}</span>
              <Badge variant="secondary">{formatCount(warehouse.connections, 'connection')}</Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
