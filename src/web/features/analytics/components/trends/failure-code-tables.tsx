import type { ReactNode } from 'react';
import type { FailureCodes } from '@shared/schemas/failure-codes';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';

type CodeCount = FailureCodes['byProblem'][number];
type Pair = Pick<
  FailureCodes['byEquipment'][number],
  'problemCode' | 'problemLabel' | 'causeCode' | 'causeLabel' | 'failures'
>;

const NUMBER = 'text-right tabular-nums';
/** Names people typed break where they must (not UserText: its chunk would widen this lazy panel's preloads). */
const TYPED = 'wrap-anywhere';

/** A cause found more than once for the same problem: what the screen is there to show. */
const isRepeated = (pair: Pair) => pair.failures > 1 && pair.causeCode !== null;

/** A failure count beside a code or a pair, "No code given" in the muted colour. */
function CodeName({ code, label }: { code: string | null; label: string }) {
  return <span className={cn(TYPED, code === null && 'text-muted-foreground italic')}>{label}</span>;
}

export type CodeKind = 'problem' | 'cause' | 'remedy';

/** One kind's codes, most given first, with how many failures each. */
export function CodeCountTable({ kind, rows }: { kind: CodeKind; rows: readonly CodeCount[] }) {
  const t = useT(analyticsMessages);
  return (
    <Table aria-label={t(`codes.failuresBy.${kind}`)}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t(`codes.kind.${kind}`)}</TableHead>
          <TableHead className={NUMBER}>{t('codes.failures')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.code ?? 'none'}>
            <TableCell>
              <CodeName code={row.code} label={row.label} />
            </TableCell>
            <TableCell className={NUMBER}>{formatNumber(row.failures)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "Leaking → Seal wear", and a mark when the cause keeps coming back. */
function PairCell({ pair }: { pair: Pair }) {
  const t = useT(analyticsMessages);
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <CodeName code={pair.problemCode} label={pair.problemLabel} />
      <span aria-label={t('codes.causedBy')} className="text-muted-foreground">
        →
      </span>
      <CodeName code={pair.causeCode} label={pair.causeLabel} />
      {isRepeated(pair) ? <Badge variant="outline">{t('codes.repeated')}</Badge> : null}
    </p>
  );
}

interface PairRow {
  key: string;
  name: ReactNode;
  /** Under the name: the equipment's description, how many machines of a model. */
  detail?: string;
  pair: Pair;
}

/** Problem and cause pairs, most repeated first (the server's order). */
function PairTable({
  label,
  nameHeader,
  rows,
}: {
  label: string;
  nameHeader: string;
  rows: readonly PairRow[];
}) {
  const t = useT(analyticsMessages);
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{nameHeader}</TableHead>
          <TableHead>{t('codes.problemCause')}</TableHead>
          <TableHead className={NUMBER}>{t('codes.failures')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} className={cn(isRepeated(row.pair) && 'font-medium')}>
            <TableCell>
              <p className={TYPED}>{row.name}</p>
              {row.detail ? <p className={cn('text-xs text-muted-foreground', TYPED)}>{row.detail}</p> : null}
            </TableCell>
            <TableCell>
              <PairCell pair={row.pair} />
            </TableCell>
            <TableCell className={NUMBER}>{formatNumber(row.pair.failures)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const pairKey = (pair: Pair) => `${pair.problemCode ?? 'none'}/${pair.causeCode ?? 'none'}`;

export function EquipmentPairsTable({ rows }: { rows: FailureCodes['byEquipment'] }) {
  const t = useT(analyticsMessages);
  return (
    <PairTable
      label={t('codes.byEquipmentLabel')}
      nameHeader={t('codes.equipment')}
      rows={rows.map((row) => ({
        key: `${row.equipmentId}/${pairKey(row)}`,
        name: <span className="font-mono">{row.assetTag}</span>,
        detail: row.description,
        pair: row,
      }))}
    />
  );
}

export function ModelPairsTable({ rows }: { rows: FailureCodes['byModel'] }) {
  const t = useT(analyticsMessages);
  return (
    <PairTable
      label={t('codes.byModelLabel')}
      nameHeader={t('codes.model')}
      rows={rows.map((row) => ({
        key: `${row.model}/${pairKey(row)}`,
        name: row.model,
        detail: row.equipmentCount > 0 ? t('codes.onMachines', { count: row.equipmentCount }) : undefined,
        pair: row,
      }))}
    />
  );
}
