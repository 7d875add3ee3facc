import type { StepFailures } from '@shared/schemas/step-failures';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import type { AnalyticsTexts } from '../shared/analytics-labels';

type Counts = StepFailures['totals'];
type CountKey = keyof Counts;

const ALL_COUNTS = ['failed', 'flagged', 'followUps', 'orders'] as const;
const STEP_COUNTS = ['failed', 'flagged'] as const;

/** Figures in words: "2 failed · 1 flagged · 1 follow-up · 2 orders". */
export function countsText<K extends CountKey>(
  t: AnalyticsTexts,
  counts: Pick<Counts, K>,
  columns: readonly K[],
): string {
  return columns.map((column) => t(`steps.count.${column}`, { count: counts[column] })).join(' · ');
}

const WIDE = 'hidden text-right tabular-nums sm:table-cell';

interface CountsRow<K extends CountKey> {
  key: string;
  name: string;
  /** An asset tag: in the code font. */
  isCode?: boolean;
  /** Under the name: an equipment's description, the procedure of a step. */
  detail?: string;
  counts: Pick<Counts, K>;
}

/**
 * Names people typed break where they must, as UserText breaks them; not UserText itself, whose
 * chunk would add the layout's ~50 files to this lazy panel's preload list on the route.
 */
const TYPED = 'wrap-anywhere';

/**
 * Rows of counts, most failing first (the server's order): on a phone the name with its
 * figures in words under it, wider the figures in columns of their own.
 */
function CountsTable<K extends CountKey>({
  label,
  nameHeader,
  columns,
  rows,
}: {
  label: string;
  nameHeader: string;
  columns: readonly K[];
  rows: readonly CountsRow<K>[];
}) {
  const t = useT(analyticsMessages);
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{nameHeader}</TableHead>
          {columns.map((column) => (
            <TableHead key={column} className={WIDE}>
              {t(`steps.header.${column}`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>
              <p className={cn('font-medium', TYPED, row.isCode && 'font-mono')}>{row.name}</p>
              {row.detail ? <p className={cn('text-xs text-muted-foreground', TYPED)}>{row.detail}</p> : null}
              <p className="text-xs text-muted-foreground tabular-nums sm:hidden">
                {countsText(t, row.counts, columns)}
              </p>
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column} className={WIDE}>
                {formatNumber(row.counts[column])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ByProcedureTable({ rows }: { rows: StepFailures['byProcedure'] }) {
  const t = useT(analyticsMessages);
  return (
    <CountsTable
      label={t('steps.byProcedureLabel')}
      nameHeader={t('steps.procedure')}
      columns={ALL_COUNTS}
      rows={rows.map(({ procedureId, name, ...counts }) => ({
        key: procedureId ?? 'none',
        name: name ?? t('steps.noProcedure'),
        counts,
      }))}
    />
  );
}

export function ByEquipmentTable({ rows }: { rows: StepFailures['byEquipment'] }) {
  const t = useT(analyticsMessages);
  return (
    <CountsTable
      label={t('steps.byEquipmentLabel')}
      nameHeader={t('steps.equipment')}
      columns={ALL_COUNTS}
      rows={rows.map(({ equipmentId, assetTag, description, ...counts }) => ({
        key: equipmentId,
        name: assetTag,
        isCode: true,
        detail: description,
        counts,
      }))}
    />
  );
}

export function TopStepsTable({ rows }: { rows: StepFailures['topSteps'] }) {
  const t = useT(analyticsMessages);
  return (
    <CountsTable
      label={t('steps.topSteps')}
      nameHeader={t('steps.step')}
      columns={STEP_COUNTS}
      rows={rows.map((row) => ({
        key: `${row.procedureId ?? 'none'}-${row.stepId ?? row.stepTitle}`,
        name: row.stepTitle,
        detail: row.procedureName ?? t('steps.noProcedure'),
        counts: row,
      }))}
    />
  );
}
