import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';

/** Pieces of a printed page, in ink: black on white on screen and on paper alike. */

export function SheetSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={cn('mt-5', className)}>
      <h3 className="mb-1.5 border-b border-neutral-400 pb-0.5 text-[0.8em] font-semibold tracking-wider text-neutral-700 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs in columns. */
export function SheetFields({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 sm:grid-cols-2">
      {fields.map(([label, value]) => (
        <div key={label} className="flex min-w-0 gap-2">
          <dt className="w-28 shrink-0 text-neutral-600">{label}</dt>
          <dd className="min-w-0 font-medium">
            <UserText>{value}</UserText>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface SheetColumn {
  header: string;
  /** Figures are right-aligned. */
  isNumeric?: boolean;
  className?: string;
}

/**
 * A table of the sheet. Without rows: `blankRows` ruled rows to write in (an order still
 * open), else one line that says nothing was recorded.
 */
export function SheetTable({
  label,
  columns,
  rows,
  footer,
  blankRows = 0,
  emptyText,
}: {
  label: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly ReactNode[])[];
  footer?: readonly ReactNode[];
  blankRows?: number;
  emptyText?: string;
}) {
  const t = useT(reportsMessages);
  const align = (column: SheetColumn | undefined) =>
    cn('px-1.5 py-1 align-top', column?.isNumeric && 'text-right tabular-nums', column?.className);
  const isEmpty = rows.length === 0;
  return (
    <table aria-label={label} className="w-full border-collapse text-left">
      <thead>
        <tr className="border-b border-neutral-400 text-[0.85em] text-neutral-600">
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cn(align(column), 'font-medium')}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, rowIndex) => (
          <tr key={rowIndex} className="border-b border-neutral-200">
            {cells.map((cell, index) => (
              <td key={index} className={align(columns[index])}>
                <UserText>{cell}</UserText>
              </td>
            ))}
          </tr>
        ))}
        {isEmpty && blankRows > 0
          ? Array.from({ length: blankRows }, (_, rowIndex) => (
              <tr key={`blank-${rowIndex}`} aria-hidden className="h-8 border-b border-neutral-300">
                {columns.map((column) => (
                  <td key={column.header} />
                ))}
              </tr>
            ))
          : null}
        {isEmpty && blankRows === 0 ? (
          <tr>
            <td colSpan={columns.length} className="px-1.5 py-1 text-neutral-600 italic">
              {emptyText ?? t('table.noneRecorded')}
            </td>
          </tr>
        ) : null}
      </tbody>
      {footer && !isEmpty ? (
        <tfoot>
          <tr className="font-semibold">
            {footer.map((cell, index) => (
              <td key={index} className={align(columns[index])}>
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/** A box to tick on paper; ticked already when the step was done. */
export function TickBox({ mark }: { mark: '' | '✓' | '✗' | '–' }) {
  return (
    <span
      aria-hidden
      className="inline-flex size-[1.15em] shrink-0 items-center justify-center border border-neutral-700 text-[0.95em] leading-none font-bold"
    >
      {mark}
    </span>
  );
}

/** A line to sign or write on, with what goes there under it. */
export function WriteLine({ label, prefill }: { label: string; prefill?: string }) {
  return (
    <div className="min-w-0">
      <div className="flex h-9 items-end border-b border-neutral-700 px-1 pb-0.5">{prefill}</div>
      <p className="mt-1 text-[0.85em] text-neutral-600">{label}</p>
    </div>
  );
}
