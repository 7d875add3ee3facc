import { useState } from 'react';
import { Link } from 'wouter';
import { SearchX } from 'lucide-react';
import { SKELETON_ROWS } from '@shared/constants';
import { LoadMoreButton } from '@web/components/load-more-button';
import { QueryState, Skeletons } from '@web/components/query-state';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatDate, formatNumber } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useIsMobile } from '@web/lib/use-is-mobile';
import type { CompliancePeriod } from '../../api/get-pm-compliance';
import { useComplianceEquipment } from '../../api/list-compliance-equipment';
import { preventiveMessages } from '../../messages';
import {
  ComplianceRateBadge,
  EQUIPMENT_FILTER_LABELS,
  EQUIPMENT_FILTERS,
  filterLabelValues,
  toEquipmentFilter,
  type EquipmentComplianceRow,
  type EquipmentFilter,
} from './compliance-band';
import { UserText } from '@web/components/user-text';

type T = TextsOf<typeof preventiveMessages>;

const lastPm = (t: T, row: EquipmentComplianceRow) =>
  row.lastPMDate ? formatDate(row.lastPMDate) : t('equipment.never');
const nextPm = (t: T, row: EquipmentComplianceRow) =>
  row.nextPMDate ? formatDate(row.nextPMDate) : t('equipment.tbd');

/** A next PM already past its date is the open, overdue one: shown in red like the count. */
const isPastDue = (row: EquipmentComplianceRow) =>
  row.nextPMDate !== null && new Date(row.nextPMDate).getTime() < Date.now();

function AssetLink({ row }: { row: EquipmentComplianceRow }) {
  return (
    <Link
      href={`/equipment?asset=${encodeURIComponent(row.assetTag)}`}
      className="font-mono text-sm font-medium text-primary hover:underline"
    >
      <UserText>{row.assetTag}</UserText>
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
  const t = useT(preventiveMessages);
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('equipment.column.assetTag')}</TableHead>
          <TableHead>{t('equipment.column.model')}</TableHead>
          <TableHead>{t('equipment.column.compliance')}</TableHead>
          <TableHead>{t('equipment.column.lastPm')}</TableHead>
          <TableHead>{t('equipment.column.nextPm')}</TableHead>
          <TableHead className="text-right">{t('equipment.column.overdue')}</TableHead>
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
              {lastPm(t, row)}
            </TableCell>
            <TableCell
              className={cn(
                'whitespace-nowrap',
                !row.nextPMDate && 'text-muted-foreground',
                isPastDue(row) && 'font-medium text-destructive',
              )}
            >
              {nextPm(t, row)}
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
  const t = useT(preventiveMessages);
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
              <dt className="text-muted-foreground">{t('equipment.column.lastPm')}</dt>
              <dd>{lastPm(t, row)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('equipment.column.nextPm')}</dt>
              <dd className={cn(isPastDue(row) && 'font-medium text-destructive')}>{nextPm(t, row)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('equipment.column.overdue')}</dt>
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

function RowsSkeleton() {
  const t = useT(preventiveMessages);
  return (
    <Skeletons count={SKELETON_ROWS} label={t('equipment.loading')} className="grid gap-3 border-t p-5">
      {() => <Skeleton className="h-8 w-full" />}
    </Skeletons>
  );
}

/** The filter as the empty list's sentence selects it (ICU keys take no hyphen). */
const filterWord = (filter: EquipmentFilter) => (filter === 'at-risk' ? 'atRisk' : filter);

/**
 * Equipment Compliance (operations §2): every asset with preventive work, by asset tag, a page
 * at a time; the filter (in the URL) and the search run on the server, so a fleet of any size
 * loads as fast as a page.
 */
export function EquipmentComplianceList({
  days,
  filter,
  onFilterChange,
}: {
  days: CompliancePeriod;
  filter: EquipmentFilter;
  onFilterChange: (filter: EquipmentFilter) => void;
}) {
  const t = useT(preventiveMessages);
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const equipment = useComplianceEquipment({ days, filter, q });
  const pages = equipment.data?.pages;
  const rows = pages?.flatMap((page) => page.items) ?? [];
  const total = pages?.[0]?.total;
  const isNarrowed = filter !== 'all' || q !== '';
  return (
    <Card role="region" aria-label={t('equipment.title')}>
      <CardHeader className="gap-3 pb-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>{t('equipment.title')}</CardTitle>
          <CardDescription aria-live="polite">
            {total === undefined
              ? t('equipment.description')
              : isNarrowed
                ? t('equipment.matching', { count: total })
                : t('equipment.withPm', { count: total })}
          </CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchInput
            label={t('equipment.search')}
            placeholder={t('equipment.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            className="sm:w-56"
          />
          <Select value={filter} onValueChange={(value) => onFilterChange(toEquipmentFilter(value))}>
            <SelectTrigger aria-label={t('equipment.filter')} className="sm:w-52">
              <SelectValue />
            </SelectTrigger>
            <SelectContent align="end">
              {EQUIPMENT_FILTERS.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(EQUIPMENT_FILTER_LABELS[value], filterLabelValues())}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </CardHeader>
      <QueryState
        query={{
          isPending: equipment.isPending,
          isError: equipment.isError,
          error: equipment.error,
          data: equipment.data ? rows : undefined,
          refetch: equipment.refetch,
        }}
        errorTitle={t('equipment.fetchFailed')}
        errorClassName="m-4"
        loading={<RowsSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={
          <div className="flex flex-col items-center gap-3 border-t px-6 py-10 text-center text-sm text-muted-foreground">
            <SearchX className="size-6" aria-hidden />
            {q !== ''
              ? t('equipment.noMatch', { query: q })
              : filter === 'all'
                ? t('equipment.none')
                : t('equipment.noneInFilter', { filter: filterWord(filter) })}
            {isNarrowed ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setSearch('');
                  onFilterChange('all');
                }}
              >
                {t('equipment.showAll')}
              </Button>
            ) : null}
          </div>
        }
      >
        {(list) => (
          <div
            className={cn(
              'overflow-hidden rounded-b-xl border-t',
              equipment.isPlaceholderData && 'opacity-60 transition-opacity',
            )}
          >
            {isMobile ? <EquipmentCards rows={list} /> : <EquipmentTable rows={list} />}
            <div className="flex flex-col items-center gap-2 border-t px-4 py-3 sm:flex-row sm:justify-between">
              <p className="text-xs text-muted-foreground">
                {total !== undefined && list.length < total
                  ? t('equipment.showing', { shown: formatNumber(list.length), total: formatNumber(total) })
                  : t('equipment.count', { count: list.length })}
              </p>
              {equipment.hasNextPage ? (
                <LoadMoreButton
                  onLoadMore={() => void equipment.fetchNextPage()}
                  isLoading={equipment.isFetchingNextPage}
                  size="sm"
                />
              ) : null}
            </div>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
