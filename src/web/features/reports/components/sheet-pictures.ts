import type { WorkOrderSheet } from '@shared/schemas/reports';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';
import { useBlobUrls, type BlobUrlState } from '@web/components/attachments/use-blob-url';
import { stepEvidencePath } from '@web/components/procedures/step-evidence-path';

/** The pictures of the sheets' photo and signature answers, by the path each is read from. */
export type SheetPictures = ReadonlyMap<string, BlobUrlState>;

/** Where the photo or signature a step was answered with is read from; null when it has none. */
export function picturePathOf(item: ChecklistItem): string | null {
  const { step, answer } = item;
  if ((step.type !== 'photo' && step.type !== 'signature') || !answer?.attachmentId) return null;
  return stepEvidencePath(answer.attachmentId, step.type);
}

/**
 * Every picture the sheets print, fetched once for the preview and the paper copy alike, and how
 * many are still on their way: the sheets print when none is, never with a blank where one goes.
 */
export function useSheetPictures(sheets: readonly WorkOrderSheet[]) {
  const paths = sheets.flatMap((sheet) =>
    sheet.checklist.flatMap((item) => {
      const path = picturePathOf(item);
      return path ? [path] : [];
    }),
  );
  const pictures: SheetPictures = useBlobUrls(paths);
  const loading = [...pictures.values()].filter((picture) => picture.status === 'loading').length;
  return { pictures, loading };
}
