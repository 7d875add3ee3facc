import type { Distribution } from '@shared/schemas/planning';
import { Alert } from '@web/components/ui/alert';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatCount, formatHours, formatNumber } from '@web/lib/formatting';
import { formatWeekDay } from '@web/lib/planning/week-days';

/** The proposed plan, to read before it is applied: where each order goes, and what has no room. */
export function DistributionPreview({
  distribution,
  technicianNames,
}: {
  distribution: Distribution;
  technicianNames: ReadonlyMap<string, string>;
}) {
  const { placements, unplaced } = distribution;
  const total = placements.length + unplaced.length;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {`${formatNumber(placements.length)} of ${formatCount(total, 'order')} fit in this window.`}
      </p>
      {placements.length > 0 ? (
        <div className="max-h-72 overflow-y-auto rounded-md border">
          <Table aria-label="Proposed schedule">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Order</TableHead>
                <TableHead>Technician</TableHead>
                <TableHead>Day</TableHead>
                <TableHead className="text-right">Hours</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {placements.map((placement) => (
                <TableRow key={placement.workOrderId}>
                  <TableCell className="font-mono">{placement.foNumber}</TableCell>
                  <TableCell>{technicianNames.get(placement.technicianId) ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatWeekDay(placement.date)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatHours(placement.hours)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {unplaced.length > 0 ? (
        <Alert title={placements.length > 0 ? 'Left unscheduled' : 'Nothing fits'}>
          <ul className="grid gap-0.5">
            {unplaced.map((order) => (
              <li key={order.workOrderId}>No room for {order.foNumber} in this window</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
