import { useMutation } from '@tanstack/react-query';
import { apiFile, errorMessage } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/use-toast';
import { reportsMessages } from '../messages';

/**
 * Fetches a CSV export with the bearer token (a plain link would carry none) and saves it
 * under the server's file name; the path's last segment stands in if the server gave none.
 */
export async function downloadExport(path: string): Promise<string> {
  const file = await apiFile(path);
  const fileName = file.fileName ?? path.split('?')[0]!.split('/').at(-1)!;
  saveFile(file.blob, fileName);
  return fileName;
}

/** One export's download: pending while the file streams in, then a toast either way. */
export function useDownloadExport(label: string) {
  const t = useT(reportsMessages);
  return useMutation({
    mutationFn: downloadExport,
    onSuccess: (fileName) =>
      toast({ title: t('download.done', { label }), description: t('download.savedAs', { fileName }) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('download.failed', { label }),
        description: errorMessage(error, t('common.connection')),
      }),
  });
}
