import type { Distribution } from '@shared/schemas/planning';
import { Alert } from '@web/components/ui/alert';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatHours, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { formatWeekDay } from '@web/lib/planning/week-days';
import { planningMessages } from '../messages';

/** The proposed plan, to read before it is applied: where each order goes, and what has no room. */
export function DistributionPreview({
  distribution,
  technicianNames,
}: {
  distribution: Distribution;
  technicianNames: ReadonlyMap<string, string>;
}) {
  const t = useT(planningMessages);
  const { placements, unplaced } = distribution;
  const total = placements.length + unplaced.length;
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t('distribute.fit', { placed: formatNumber(placements.length), total })}</p>
      {placements.length > 0 ? (
        <div className="max-h-72 overflow-y-auto rounded-md border">
          <Table aria-label={t('distribute.proposed')}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('distribute.order')}</TableHead>
                <TableHead>{t('distribute.technician')}</TableHead>
                <TableHead>{t('distribute.day')}</TableHead>
                <TableHead className="text-right">{t('distribute.hours')}</TableHead>
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
        <Alert title={placements.length > 0 ? t('distribute.leftUnscheduled') : t('distribute.nothingFits')}>
          <ul className="grid gap-0.5">
            {unplaced.map((order) => (
              <li key={order.workOrderId}>{t('distribute.noRoom', { order: order.foNumber })}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
