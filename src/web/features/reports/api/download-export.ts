import { useMutation } from '@tanstack/react-query';
import { apiFile, errorMessage } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';
import { toast } from '@web/lib/toast/use-toast';

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
  return useMutation({
    mutationFn: downloadExport,
    onSuccess: (fileName) => toast({ title: `${label} exported`, description: `Saved as ${fileName}` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: `${label} export failed`,
        description: errorMessage(error, 'Check your connection and try again.'),
      }),
  });
}
