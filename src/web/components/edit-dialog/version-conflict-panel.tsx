import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import type { ConflictRow } from './conflict-rows';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { editDialogMessages } from './messages';

/**
 * What to do about a save that met someone else's change: field by field, the value saved
 * meanwhile beside the person's own, then re-apply theirs over it or take the current one.
 * Plain data in, so an edit dialog and a queued offline edit show it alike.
 */
export function VersionConflictPanel({
  rows,
  onReapply,
  onDiscard,
  isReapplying = false,
  description,
}: {
  rows: readonly ConflictRow[];
  onReapply: () => void;
  onDiscard: () => void;
  isReapplying?: boolean;
  description?: string;
}) {
  const t = useT(editDialogMessages);
  return (
    <section aria-label={t('conflict.label')} className="grid gap-4">
      <Alert variant="destructive" title={t('conflict.title')}>
        {description ?? t('conflict.description')}
      </Alert>
      {rows.length > 0 ? (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="w-1/4 py-2 pr-2 font-medium">
                {t('conflict.field')}
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                {t('conflict.current')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('conflict.mine')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-b align-top last:border-0">
                <th scope="row" className="py-2 pr-2 text-left font-medium">
                  {row.label}
                </th>
                <td className="py-2 pr-2">
                  <UserText>{row.current}</UserText>
                </td>
                <td className="py-2 font-medium">
                  <UserText>{row.mine}</UserText>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-muted-foreground">{t('conflict.match')}</p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDiscard} disabled={isReapplying}>
          {t('conflict.discard')}
        </Button>
        <Button onClick={onReapply} disabled={isReapplying}>
          {isReapplying ? <Spinner /> : null}
          {t('conflict.reapply')}
        </Button>
      </div>
    </section>
  );
}
