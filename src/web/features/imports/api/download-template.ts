import { useMutation } from '@tanstack/react-query';
import type { ImportKind } from '@shared/schemas/imports';
import { apiFile, errorMessage } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/use-toast';
import { importsMessages } from '../messages';

/** The kind's template (header and two example rows), saved under the server's file name. */
export async function downloadTemplate(kind: ImportKind): Promise<void> {
  const file = await apiFile(`/api/imports/templates/${kind}.csv`);
  saveFile(file.blob, file.fileName ?? `${kind}-template.csv`);
}

export function useDownloadTemplate() {
  const t = useT(importsMessages);
  return useMutation({
    mutationFn: downloadTemplate,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('template.failed'),
        description: errorMessage(error, t('error.connection')),
      }),
  });
}
