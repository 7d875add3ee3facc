import type { ImportPreview } from '@shared/schemas/imports';
import { Card } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatNumber } from '@web/lib/formatting';
import { cn } from '@web/lib/cn';
import { useErrorText } from '@web/lib/errors/error-text';
import { useT } from '@web/lib/i18n/use-t';
import { importsMessages } from '../messages';

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
  const t = useT(importsMessages);
  const wordError = useErrorText();
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('preview.create')} value={preview.create} />
        <Figure label={t('preview.update')} value={preview.update} />
        <Figure label={t('preview.unchanged')} value={preview.unchanged} />
        <Figure
          label={t('preview.errors')}
          value={preview.errorCount}
          tone={preview.errorCount > 0 ? 'text-destructive' : undefined}
        />
      </div>
      {preview.errors.length > 0 ? (
        <Card className="overflow-x-auto">
          <h2 className="border-b px-4 py-3 font-medium">
            {preview.errorCount > preview.errors.length
              ? t('preview.errorsFirst', {
                  shown: formatNumber(preview.errors.length),
                  total: formatNumber(preview.errorCount),
                })
              : t('preview.errors')}
          </h2>
          <Table aria-label={t('preview.errors')}>
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">{t('preview.row')}</TableHead>
                <TableHead className="sm:w-40">{t('preview.column')}</TableHead>
                <TableHead>{t('preview.whatToFix')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.errors.map((error) => (
                <TableRow key={`${error.row}-${error.column ?? ''}-${error.message}`}>
                  <TableCell className="tabular-nums">{error.row}</TableCell>
                  <TableCell>{error.column ?? '—'}</TableCell>
                  <TableCell className="wrap-anywhere">{wordError(error)}</TableCell>
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
              ? t('preview.rowsFirst', {
                  shown: formatNumber(preview.rows.length),
                  total: formatNumber(preview.rowCount),
                })
              : t('preview.rows')}
          </h2>
          <Table aria-label={t('preview.rows')}>
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">{t('preview.row')}</TableHead>
                <TableHead>{t('preview.record')}</TableHead>
                <TableHead className="w-32">{t('preview.willBe')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.row}>
                  <TableCell className="tabular-nums">{row.row}</TableCell>
                  <TableCell className="wrap-anywhere">{row.key || '—'}</TableCell>
                  <TableCell className={row.action === 'error' ? 'text-destructive' : undefined}>
                    {t(`action.${row.action}`)}
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
