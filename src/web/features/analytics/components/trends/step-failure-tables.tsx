import type { StepFailures } from '@shared/schemas/step-failures';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatCount, formatNumber } from '@web/lib/formatting';

type Counts = StepFailures['totals'];
type CountKey = keyof Counts;

const HEADERS: Readonly<Record<CountKey, string>> = {
  failed: 'Failed',
  flagged: 'Flagged',
  followUps: 'Follow-ups',
  orders: 'Orders',
};
const PHRASES: Readonly<Record<CountKey, (count: number) => string>> = {
  failed: (count) => `${formatNumber(count)} failed`,
  flagged: (count) => `${formatNumber(count)} flagged`,
  followUps: (count) => formatCount(count, 'follow-up'),
  orders: (count) => formatCount(count, 'order'),
};
const ALL_COUNTS = ['failed', 'flagged', 'followUps', 'orders'] as const;
const STEP_COUNTS = ['failed', 'flagged'] as const;

/** Figures in words: "2 failed · 1 flagged · 1 follow-up · 2 orders". */
export function countsText<K extends CountKey>(counts: Pick<Counts, K>, columns: readonly K[]): string {
  return columns.map((column) => PHRASES[column](counts[column])).join(' · ');
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
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{nameHeader}</TableHead>
          {columns.map((column) => (
            <TableHead key={column} className={WIDE}>
              {HEADERS[column]}
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
                {countsText(row.counts, columns)}
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

const NO_PROCEDURE = 'Checklists without a procedure';

export function ByProcedureTable({ rows }: { rows: StepFailures['byProcedure'] }) {
  return (
    <CountsTable
      label="Failed and flagged steps by procedure"
      nameHeader="Procedure"
      columns={ALL_COUNTS}
      rows={rows.map(({ procedureId, name, ...counts }) => ({
        key: procedureId ?? 'none',
        name: name ?? NO_PROCEDURE,
        counts,
      }))}
    />
  );
}

export function ByEquipmentTable({ rows }: { rows: StepFailures['byEquipment'] }) {
  return (
    <CountsTable
      label="Failed and flagged steps by equipment"
      nameHeader="Equipment"
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
  return (
    <CountsTable
      label="Steps that fail most"
      nameHeader="Step"
      columns={STEP_COUNTS}
      rows={rows.map((row) => ({
        key: `${row.procedureId ?? 'none'}-${row.stepId ?? row.stepTitle}`,
        name: row.stepTitle,
        detail: row.procedureName ?? NO_PROCEDURE,
        counts: row,
      }))}
    />
  );
}
