import { Link } from 'wouter';
import { SearchX } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { useIsMobile } from '@web/lib/use-is-mobile';
import {
  ComplianceRateBadge,
  EQUIPMENT_FILTER_LABELS,
  EQUIPMENT_FILTERS,
  filterEquipment,
  toEquipmentFilter,
  type EquipmentComplianceRow,
  type EquipmentFilter,
} from './compliance-band';
import { formatDate } from '@web/lib/formatting';

/** Worst first: overdue work, then the lowest rate; equipment with nothing due goes last. */
export function sortWorstFirst(rows: readonly EquipmentComplianceRow[]): EquipmentComplianceRow[] {
  return [...rows].sort(
    (a, b) =>
      b.overdueCount - a.overdueCount ||
      (a.complianceRate ?? Infinity) - (b.complianceRate ?? Infinity) ||
      a.assetTag.localeCompare(b.assetTag),
  );
}

const lastPm = (row: EquipmentComplianceRow) => (row.lastPMDate ? formatDate(row.lastPMDate) : 'Never');
const nextPm = (row: EquipmentComplianceRow) => (row.nextPMDate ? formatDate(row.nextPMDate) : 'TBD');

/** A next PM already past its date is the open, overdue one: shown in red like the count. */
const isPastDue = (row: EquipmentComplianceRow) =>
  row.nextPMDate !== null && new Date(row.nextPMDate).getTime() < Date.now();

function AssetLink({ row }: { row: EquipmentComplianceRow }) {
  return (
    <Link
      href={`/equipment?asset=${encodeURIComponent(row.assetTag)}`}
      className="font-mono text-sm font-medium text-primary hover:underline"
    >
      {row.assetTag}
    </Link>
  );
}

function OverdueCount({ count }: { count: number }) {
  return (
    <span
      className={cn('tabular-nums', count > 0 ? 'font-semibold text-destructive' : 'text-muted-foreground')}
    >
      {count}
    </span>
  );
}

function EquipmentTable({ rows }: { rows: readonly EquipmentComplianceRow[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Asset Tag</TableHead>
          <TableHead>Model</TableHead>
          <TableHead>Compliance</TableHead>
          <TableHead>Last PM</TableHead>
          <TableHead>Next PM</TableHead>
          <TableHead className="text-right">Overdue</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.equipmentId}>
            <TableCell>
              <AssetLink row={row} />
            </TableCell>
            <TableCell className="max-w-64 truncate" title={row.model}>
              {row.model}
            </TableCell>
            <TableCell>
              <ComplianceRateBadge rate={row.complianceRate} />
            </TableCell>
            <TableCell className={cn('whitespace-nowrap', !row.lastPMDate && 'text-muted-foreground')}>
              {lastPm(row)}
            </TableCell>
            <TableCell
              className={cn(
                'whitespace-nowrap',
                !row.nextPMDate && 'text-muted-foreground',
                isPastDue(row) && 'font-medium text-destructive',
              )}
            >
              {nextPm(row)}
            </TableCell>
            <TableCell className="text-right">
              <OverdueCount count={row.overdueCount} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones: one card per asset, the figures in a two-column grid. */
function EquipmentCards({ rows }: { rows: readonly EquipmentComplianceRow[] }) {
  return (
    <ul className="grid grid-cols-1 divide-y">
      {rows.map((row) => (
        <li key={row.equipmentId} className="grid grid-cols-1 gap-2 px-4 py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <AssetLink row={row} />
              <p className="truncate text-sm text-muted-foreground">{row.model}</p>
            </div>
            <ComplianceRateBadge rate={row.complianceRate} />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-muted-foreground">Last PM</dt>
              <dd>{lastPm(row)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Next PM</dt>
              <dd className={cn(isPastDue(row) && 'font-medium text-destructive')}>{nextPm(row)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Overdue</dt>
              <dd>
                <OverdueCount count={row.overdueCount} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Equipment Compliance (operations §2) with its filter; the filter lives in the URL. */
export function EquipmentComplianceList({
  rows,
  filter,
  onFilterChange,
}: {
  rows: readonly EquipmentComplianceRow[];
  filter: EquipmentFilter;
  onFilterChange: (filter: EquipmentFilter) => void;
}) {
  const isMobile = useIsMobile();
  const shown = sortWorstFirst(filterEquipment(rows, filter));
  return (
    <Card role="region" aria-label="Equipment Compliance">
      <CardHeader className="gap-3 pb-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>Equipment Compliance</CardTitle>
          <CardDescription aria-live="polite">
            {filter === 'all'
              ? `${rows.length} assets with PMs due in the period, worst first`
              : `${shown.length} of ${rows.length} assets`}
          </CardDescription>
        </div>
        <Select value={filter} onValueChange={(value) => onFilterChange(toEquipmentFilter(value))}>
          <SelectTrigger aria-label="Filter equipment" className="sm:w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent align="end">
            {EQUIPMENT_FILTERS.map((value) => (
              <SelectItem key={value} value={value}>
                {EQUIPMENT_FILTER_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardHeader>
      <div className="overflow-hidden rounded-b-xl">
        {shown.length === 0 ? (
          <div className="flex flex-col items-center gap-3 border-t px-6 py-10 text-center text-sm text-muted-foreground">
            <SearchX className="size-6" aria-hidden />
            {rows.length === 0
              ? 'No equipment has a PM template yet.'
              : `No equipment is ${EQUIPMENT_FILTER_LABELS[filter].replace(/ \(.*\)$/, '').toLowerCase()} in this period.`}
            {filter !== 'all' ? (
              <Button variant="outline" size="sm" onClick={() => onFilterChange('all')}>
                Show all equipment
              </Button>
            ) : null}
          </div>
        ) : (
          <div className="border-t">
            {isMobile ? <EquipmentCards rows={shown} /> : <EquipmentTable rows={shown} />}
          </div>
        )}
      </div>
    </Card>
  );
}
