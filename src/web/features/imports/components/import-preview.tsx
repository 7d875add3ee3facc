import type { ImportPreview } from '@shared/schemas/imports';
import { Card } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatNumber } from '@web/lib/formatting';
import { cn } from '@web/lib/cn';

const ACTION_LABELS = { create: 'Create', update: 'Update', unchanged: 'Unchanged', error: 'Error' } as const;

function Figure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg border bg-card p-3" role="group" aria-label={label}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className={cn('text-2xl font-semibold tabular-nums', tone)}>{formatNumber(value)}</p>
    </div>
  );
}

/** What a dry run found: the counts, every error with its row and column, and the first rows. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Create" value={preview.create} />
        <Figure label="Update" value={preview.update} />
        <Figure label="Unchanged" value={preview.unchanged} />
        <Figure
          label="Errors"
          value={preview.errorCount}
          tone={preview.errorCount > 0 ? 'text-destructive' : undefined}
        />
      </div>
      {preview.errors.length > 0 ? (
        <Card className="overflow-x-auto">
          <h2 className="border-b px-4 py-3 font-medium">
            {preview.errorCount > preview.errors.length
              ? `Errors (the first ${formatNumber(preview.errors.length)} of ${formatNumber(preview.errorCount)})`
              : 'Errors'}
          </h2>
          <Table aria-label="Errors">
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">Row</TableHead>
                <TableHead className="sm:w-40">Column</TableHead>
                <TableHead>What to fix</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.errors.map((error) => (
                <TableRow key={`${error.row}-${error.column ?? ''}-${error.message}`}>
                  <TableCell className="tabular-nums">{error.row}</TableCell>
                  <TableCell>{error.column ?? '—'}</TableCell>
                  <TableCell className="wrap-anywhere">{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : null}
      {preview.rows.length > 0 ? (
        <Card className="overflow-x-auto">
          <h2 className="border-b px-4 py-3 font-medium">
            {preview.rowCount > preview.rows.length
              ? `The first ${formatNumber(preview.rows.length)} of ${formatNumber(preview.rowCount)} rows`
              : 'Rows'}
          </h2>
          <Table aria-label="Rows">
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">Row</TableHead>
                <TableHead>Record</TableHead>
                <TableHead className="w-32">Will be</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.row}>
                  <TableCell className="tabular-nums">{row.row}</TableCell>
                  <TableCell className="wrap-anywhere">{row.key || '—'}</TableCell>
                  <TableCell className={row.action === 'error' ? 'text-destructive' : undefined}>
                    {ACTION_LABELS[row.action]}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : null}
    </div>
  );
}
