import { useRef, useState } from 'react';
import type { Attachment } from '@shared/schemas/attachments';
import { deleteAttachment } from '@web/components/attachments/delete-attachment';
import { uploadFile } from '@web/components/attachments/upload-file';
import { problemOf } from '@web/components/attachments/prepare-file';
import { useUploadProblemText } from '@web/components/attachments/use-upload-problem-text';
import { maxFilesMessage } from '@web/components/attachments/attachment-uploader';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { phase1DemoMessages } from '../messages';

/** The widget's item states (operations spec §3): uploading, success, and error. */
export type DemoUploadStatus = 'uploading' | 'success' | 'error';

export interface DemoUpload {
  key: string;
  file: File;
  status: DemoUploadStatus;
  /** 0–100, from the request's own upload progress events. */
  progress: number;
  message: string | null;
  /** The network or the server failed: sending again may work (a refusal of the file will not). */
  canRetry: boolean;
  /** What the server stored, once it has. */
  attachment: Attachment | null;
  /** Being deleted from the server. */
  isRemoving: boolean;
}

/** A refusal on the file's merits (4xx) stands; a dropped connection or a busy server may pass next time. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * The upload box's session: each accepted file goes straight to POST /api/upload with no record
 * to attach to, so it is stored as a loose file of the user's warehouse (ADR 19) that they can
 * open or delete again. At most `maxFiles` that are not failures.
 */
export function useDemoUploads(maxFiles: number) {
  const t = useT(phase1DemoMessages);
  const problemText = useUploadProblemText();
  const [items, setItems] = useState<DemoUpload[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);

  const patch = (key: string, changes: Partial<DemoUpload>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  const drop = (key: string) => setItems((list) => list.filter((item) => item.key !== key));

  const send = async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { status: 'uploading', progress: 0, message: null, canRetry: false });
    try {
      const attachment = await uploadFile(
        file,
        {},
        {
          signal: controller.signal,
          onProgress: (fraction) => patch(key, { progress: Math.round(fraction * 100) }),
        },
      );
      patch(key, { status: 'success', progress: 100, attachment });
    } catch (error) {
      if (controller.signal.aborted) return;
      patch(key, {
        status: 'error',
        message: errorMessage(error, t('upload.failed')),
        canRetry: isWorthRetrying(error),
      });
    } finally {
      controllers.current.delete(key);
    }
  };

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    // Files the widget refuses are listed with their reason but take no place in the box.
    let room = Math.max(0, maxFiles - items.filter((item) => item.status !== 'error').length);
    let isOverLimit = false;
    const added: DemoUpload[] = [];
    for (const file of files) {
      // The rules of every upload (core spec §5), which the server applies again to the bytes.
      const problem = problemOf(file);
      if (!problem && room === 0) {
        isOverLimit = true;
        continue;
      }
      if (!problem) room -= 1;
      added.push({
        key: `demo-upload-${(nextKey.current += 1)}`,
        file,
        status: problem ? 'error' : 'uploading',
        progress: 0,
        message: problem ? problemText(problem) : null,
        canRetry: false,
        attachment: null,
        isRemoving: false,
      });
    }
    setLimitMessage(isOverLimit ? maxFilesMessage(maxFiles) : null);
    setItems((list) => [...list, ...added]);
    for (const item of added) if (item.status === 'uploading') void send(item.key, item.file);
  };

  const remove = async (item: DemoUpload) => {
    setLimitMessage(null);
    if (!item.attachment) {
      controllers.current.get(item.key)?.abort();
      drop(item.key);
      return;
    }
    patch(item.key, { isRemoving: true });
    try {
      await deleteAttachment(item.attachment.id);
      drop(item.key);
    } catch (error) {
      patch(item.key, { isRemoving: false });
      toast({
        variant: 'destructive',
        title: t('upload.deleteFailed'),
        description: errorMessage(error, t('common.tryAgain')),
      });
    }
  };

  return {
    items,
    limitMessage,
    addFiles,
    remove: (item: DemoUpload) => void remove(item),
    retry: (item: DemoUpload) => void send(item.key, item.file),
  };
}
