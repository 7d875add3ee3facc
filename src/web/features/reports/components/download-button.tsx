import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { useDownloadExport } from '../api/download-export';
import { reportsMessages } from '../messages';

/**
 * Downloads one CSV export: "Preparing…" while the file streams in, a toast when it is saved
 * or has failed. `label` names the export in the toasts and for screen readers.
 */
export function DownloadButton({ label, path }: { label: string; path: string }) {
  const t = useT(reportsMessages);
  const download = useDownloadExport(label);
  return (
    <Button
      className="w-full sm:w-auto"
      onClick={() => download.mutate(path)}
      disabled={download.isPending}
      aria-busy={download.isPending}
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden />}
      {download.isPending ? t('download.preparing') : t('download.csv')}
      <span className="sr-only"> ({label})</span>
    </Button>
  );
}
