import { useMutation } from '@tanstack/react-query';
import type { ImportKind } from '@shared/schemas/imports';
import { apiFile, errorMessage } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';
import { toast } from '@web/lib/toast/use-toast';

/** The kind's template (header and two example rows), saved under the server's file name. */
export async function downloadTemplate(kind: ImportKind): Promise<void> {
  const file = await apiFile(`/api/imports/templates/${kind}.csv`);
  saveFile(file.blob, file.fileName ?? `${kind}-template.csv`);
}

export function useDownloadTemplate() {
  return useMutation({
    mutationFn: downloadTemplate,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Template download failed',
        description: errorMessage(error, 'Check your connection and try again.'),
      }),
  });
}
