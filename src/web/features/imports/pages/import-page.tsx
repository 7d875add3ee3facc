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
import { useOnline } from '@web/lib/use-online';
import { useCommitImport } from '../api/commit-import';
import { useDownloadTemplate } from '../api/download-template';
import { useDryRun } from '../api/run-dry-run';
import { ImportPreviewView } from '../components/import-preview';

/** The natural key each kind's rows are matched by. */
const MATCHED_BY: Record<ImportKind, string> = {
  equipment: 'asset tag',
  parts: 'part number',
  vendors: 'name',
  'pm-templates': 'model, component and action',
  'meter-readings': 'asset tag, meter and read-at time',
};
const KIND_LABELS: Record<ImportKind, string> = {
  equipment: 'Equipment',
  parts: 'Parts',
  vendors: 'Vendors',
  'pm-templates': 'PM templates',
  'meter-readings': 'Meter readings',
};
const RECORD_WORDS: Record<ImportKind, [string, string]> = {
  equipment: ['asset', 'assets'],
  parts: ['part', 'parts'],
  vendors: ['vendor', 'vendors'],
  'pm-templates': ['template', 'templates'],
  'meter-readings': ['reading', 'readings'],
};

const plural = (kind: ImportKind, n: number) => `${formatNumber(n)} ${RECORD_WORDS[kind][n === 1 ? 0 : 1]}`;

/**
 * System → Import (issue 28 §4): choose what to import, upload a CSV file, read the dry run's
 * preview, then import every row at once. Online only: the file is checked and applied by the server.
 */
export default function ImportPage() {
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
      <PageHeader
        title="Import"
        description="Bring records in from a CSV file: a dry run shows what would change, then Import applies every row at once, or none."
      />
      {!online ? (
        <Alert variant="destructive" className="mb-4" title="You are offline">
          Imports need a connection: the server checks the file and applies it. Try again when you are back
          online.
        </Alert>
      ) : null}
      <Card className="mb-4 grid gap-4 p-4 sm:p-5">
        <div className="grid gap-4 sm:grid-cols-[14rem_1fr] sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor={kindId}>What to import</Label>
            <EnumSelect
              id={kindId}
              value={kind}
              onChange={chooseKind}
              options={kinds.map((k) => [k, KIND_LABELS[k]] as const)}
            />
          </div>
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() => template.mutate(kind)}
              disabled={!online || template.isPending}
            >
              <Download aria-hidden /> Download template
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fileId}>CSV file</Label>
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
            UTF-8, comma or semicolon separated, with the template&apos;s header row; at most{' '}
            {formatNumber(MAX_IMPORT_BYTES / 1024 / 1024)} MB. Rows match existing records by{' '}
            {MATCHED_BY[kind]}.
          </p>
        </div>
        <div>
          <Button
            type="button"
            onClick={() => file && dryRun.mutate({ kind, file })}
            disabled={!online || !file || dryRun.isPending}
          >
            {dryRun.isPending ? <Spinner /> : <FileUp aria-hidden />} Check file
          </Button>
        </div>
        {dryRun.isError ? (
          <Alert variant="destructive" title="The file could not be checked">
            {errorMessage(dryRun.error, 'Check your connection and try again.')}
          </Alert>
        ) : null}
      </Card>
      {preview ? (
        <section aria-label="Dry run" className="grid gap-4">
          <ImportPreviewView preview={done ?? preview} />
          {done ? (
            <Alert title="Imported">
              {`${plural(kind, done.create)} created, ${plural(kind, done.update)} updated, ${plural(kind, done.unchanged)} unchanged.`}
            </Alert>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                onClick={() => commit.mutate({ kind, id: preview.id })}
                disabled={!online || preview.errorCount > 0 || toImport === 0 || commit.isPending}
              >
                {commit.isPending ? <Spinner /> : null} Import {plural(kind, toImport)}
              </Button>
              {preview.errorCount > 0 ? (
                <p className="text-sm text-muted-foreground">
                  Fix the errors in the file and check it again.
                </p>
              ) : toImport === 0 ? (
                <p className="text-sm text-muted-foreground">Nothing to import: every row is unchanged.</p>
              ) : null}
            </div>
          )}
          {commit.isError ? (
            <Alert variant="destructive" title="Nothing was imported">
              {errorMessage(commit.error, 'Check your connection and try again.')}
            </Alert>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
