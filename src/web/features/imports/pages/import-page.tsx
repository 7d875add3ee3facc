import { useId, useState } from 'react';
import { Download, FileUp } from 'lucide-react';
import { useSearch } from 'wouter';
import { can } from '@shared/permissions';
import { IMPORT_ACCESS, IMPORT_KINDS, MAX_IMPORT_BYTES, type ImportKind } from '@shared/schemas/imports';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EnumSelect } from '@web/components/ui/enum-select';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useOnline } from '@web/lib/use-online';
import { useCommitImport } from '../api/commit-import';
import { useDownloadTemplate } from '../api/download-template';
import { useDryRun } from '../api/run-dry-run';
import { ImportPreviewView } from '../components/import-preview';
import { importsMessages } from '../messages';

/**
 * System → Import (issue 28 §4): choose what to import, upload a CSV file, read the dry run's
 * preview, then import every row at once. Online only: the file is checked and applied by the server.
 */
export default function ImportPage() {
  const t = useT(importsMessages);
  const { user } = useAuth();
  const kinds = IMPORT_KINDS.filter((k) => user !== null && can(user.role, IMPORT_ACCESS[k]));
  // A list's "Import CSV" names its kind; one the person may not import falls back to the first.
  const askedKind = new URLSearchParams(useSearch()).get('kind');
  const asked = kinds.find((k) => k === askedKind);
  // Worked out on each render: the person's kinds are known only once their profile has loaded.
  const [chosen, setChosen] = useState<ImportKind | null>(null);
  const kind = chosen ?? asked ?? kinds[0] ?? 'equipment';
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const online = useOnline();
  const dryRun = useDryRun();
  const commit = useCommitImport();
  const template = useDownloadTemplate();
  const fileId = useId();
  const kindId = useId();
  const preview = dryRun.data;
  const done = commit.data;
  const toImport = preview ? preview.create + preview.update : 0;

  const reset = () => {
    dryRun.reset();
    commit.reset();
  };
  const chooseKind = (next: ImportKind) => {
    setChosen(next);
    setFile(null);
    setInputKey((k) => k + 1);
    reset();
  };

  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {!online ? (
        <Alert variant="destructive" className="mb-4" title={t('offline.title')}>
          {t('offline.body')}
        </Alert>
      ) : null}
      <Card className="mb-4 grid gap-4 p-4 sm:p-5">
        <div className="grid gap-4 sm:grid-cols-[14rem_1fr] sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor={kindId}>{t('kind.label')}</Label>
            <EnumSelect
              id={kindId}
              value={kind}
              onChange={chooseKind}
              options={kinds.map((k) => [k, t(`kind.${k}`)] as const)}
            />
          </div>
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() => template.mutate(kind)}
              disabled={!online || template.isPending}
            >
              <Download aria-hidden /> {t('template.download')}
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fileId}>{t('file.label')}</Label>
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-input file:bg-card file:px-4 file:text-sm file:font-medium"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              reset();
            }}
          />
          <p className="text-sm text-muted-foreground">
            {t('file.hint', {
              size: formatNumber(MAX_IMPORT_BYTES / 1024 / 1024),
              matchedBy: t(`matchedBy.${kind}`),
            })}
          </p>
        </div>
        <div>
          <Button
            type="button"
            onClick={() => file && dryRun.mutate({ kind, file })}
            disabled={!online || !file || dryRun.isPending}
          >
            {dryRun.isPending ? <Spinner /> : <FileUp aria-hidden />} {t('file.check')}
          </Button>
        </div>
        {dryRun.isError ? (
          <Alert variant="destructive" title={t('file.checkFailed')}>
            {errorMessage(dryRun.error, t('error.connection'))}
          </Alert>
        ) : null}
      </Card>
      {preview ? (
        <section aria-label={t('dryRun.label')} className="grid gap-4">
          <ImportPreviewView preview={done ?? preview} />
          {done ? (
            <Alert title={t('done.title')}>
              {t(`done.${kind}`, { created: done.create, updated: done.update, unchanged: done.unchanged })}
            </Alert>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                onClick={() => commit.mutate({ kind, id: preview.id })}
                disabled={!online || preview.errorCount > 0 || toImport === 0 || commit.isPending}
              >
                {commit.isPending ? <Spinner /> : null} {t(`import.${kind}`, { count: toImport })}
              </Button>
              {preview.errorCount > 0 ? (
                <p className="text-sm text-muted-foreground">{t('import.fixErrors')}</p>
              ) : toImport === 0 ? (
                <p className="text-sm text-muted-foreground">{t('import.nothing')}</p>
              ) : null}
            </div>
          )}
          {commit.isError ? (
            <Alert variant="destructive" title={t('import.failed')}>
              {errorMessage(commit.error, t('error.connection'))}
            </Alert>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
