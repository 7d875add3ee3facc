import { useCallback } from 'react';
import { useT } from '@web/lib/i18n/use-t';
import { attachmentsMessages } from './messages';
import type { AttachmentOwner } from './upload-file';
import { uploadFiles } from './upload-files';

/** `uploadFiles` whose 'Upload Failed' toast speaks the screens' language. */
export function useUploadFiles() {
  const t = useT(attachmentsMessages);
  return useCallback(
    (files: readonly File[], owner: AttachmentOwner, ownerLabel?: string) =>
      uploadFiles(files, owner, ownerLabel, t),
    [t],
  );
}
