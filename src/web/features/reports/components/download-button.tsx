import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useDownloadExport } from '../api/download-export';

/**
 * Downloads one CSV export: "Preparing…" while the file streams in, a toast when it is saved
 * or has failed. `label` names the export in the toasts and for screen readers.
 */
export function DownloadButton({ label, path }: { label: string; path: string }) {
  const download = useDownloadExport(label);
  return (
    <Button
      className="w-full sm:w-auto"
      onClick={() => download.mutate(path)}
      disabled={download.isPending}
      aria-busy={download.isPending}
    >
      {download.isPending ? <Spinner /> : <Download aria-hidden />}
      {download.isPending ? 'Preparing…' : 'Download CSV'}
      <span className="sr-only"> ({label})</span>
    </Button>
  );
}
