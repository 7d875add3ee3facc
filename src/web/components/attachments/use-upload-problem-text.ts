import { useCallback } from 'react';
import { SUPPORTED_UPLOAD_TYPES } from '@shared/attachment-rules';
import { MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES } from '@shared/constants';
import { useT } from '@web/lib/i18n/use-t';
import { attachmentsMessages } from './messages';
import type { UploadProblem } from './prepare-file';

const MEGABYTE = 1024 * 1024;

/** Why a chosen file cannot be sent, in the screens' language (the server says the same with the attachment.* codes). */
export function useUploadProblemText(): (problem: UploadProblem) => string {
  const t = useT(attachmentsMessages);
  return useCallback(
    ({ kind, type }: UploadProblem) => {
      switch (kind) {
        case 'tooLarge':
          return t('problem.tooLarge', { megabytes: MAX_UPLOAD_BYTES / MEGABYTE });
        case 'nameTooLong':
          return t('problem.nameTooLong', { max: MAX_FILE_NAME_LENGTH });
        case 'typeNotAllowed':
          return t('problem.typeNotAllowed', {
            type: type || t('problem.unknownType'),
            types: SUPPORTED_UPLOAD_TYPES,
          });
        default:
          return t(`problem.${kind}`);
      }
    },
    [t],
  );
}
