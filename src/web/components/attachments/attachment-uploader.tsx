import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@shared/schemas/attachments';
import { MAX_FILES_PER_FORM } from '@shared/constants';
import { Alert } from '@web/components/ui/alert';
import { errorMessage } from '@web/lib/api-client';
import { wasQueued } from '@web/lib/offline/browser-queue';
import { toast } from '@web/lib/toast/toast-store';
import { DropZone } from './drop-zone';
import { attachmentsKey } from './list-attachments';
import { prepareFile } from './prepare-file';
import { useUploadProblemText } from './use-upload-problem-text';
import { UploadQueue, type UploadItem } from './upload-queue';
import { uploadFile, type AttachmentOwner } from './upload-file';
import { mustQueue, queueUpload } from './queue-upload';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { attachmentsMessages } from './messages';

/** The spec's 'Maximum 10 files allowed', for whatever limit a box has. */
export function maxFilesMessage(maxFiles: number, t?: TextsOf<typeof attachmentsMessages>): string {
  if (t) return t('maxFiles', { max: maxFiles });
  return `Maximum ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'} allowed`;
}

/**
 * Uploads files to an existing record as soon as they are chosen: pending → uploading (real
 * progress) → complete, or error with the server's message. Offline (or for a record made
 * offline) a file is queued on the device instead: 'Waiting to upload'. At most `maxFiles` per session
 * (5 on forms, 10 on equipment). Uploads keep going if the dialog closes meanwhile.
 */
export function AttachmentUploader({
  context,
  ownerLabel,
  maxFiles = MAX_FILES_PER_FORM,
  onUploaded,
}: {
  context: AttachmentOwner;
  /** What the person calls the record ('WO-2026-012'), for the queue's label of a file kept offline. */
  ownerLabel?: string;
  maxFiles?: number;
  onUploaded?: (attachment: Attachment) => void;
}) {
  const t = useT(attachmentsMessages);
  const problemText = useUploadProblemText();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  /** Uploaded files handed over to the list: they still count towards this session's limit. */
  const [listedCount, setListedCount] = useState(0);
  const controllers = useRef(new Map<string, AbortController>());
  const removedKeys = useRef(new Set<string>());
  const nextKey = useRef(0);

  const patch = (key: string, changes: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  const upload = async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { status: 'uploading', progress: 0, message: null });
    try {
      // Online: straight up with real progress; a retry button answers a dropped connection.
      // Offline, or for a record made offline: kept on the device until it can go.
      const attachment = mustQueue(context)
        ? await queueUpload(file, context, ownerLabel)
        : await uploadFile(file, context, {
            signal: controller.signal,
            onProgress: (fraction) => patch(key, { progress: Math.round(fraction * 100) }),
          });
      const listKey = attachmentsKey(context);
      if (wasQueued(attachment)) {
        patch(key, { status: 'queued', progress: 0 });
      } else {
        patch(key, { status: 'complete', progress: 100 });
        onUploaded?.(attachment);
        await queryClient.invalidateQueries({ queryKey: listKey });
      }
      // Once a list on screen shows the file, the queue keeps only what still needs attention.
      if ((queryClient.getQueryCache().find({ queryKey: listKey })?.getObserversCount() ?? 0) > 0) {
        setItems((list) => list.filter((item) => item.key !== key));
        setListedCount((count) => count + 1);
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = errorMessage(error, t('upload.failed'));
      patch(key, { status: 'error', message });
      toast({ variant: 'destructive', title: t('upload.failedTitle'), description: message });
    } finally {
      controllers.current.delete(key);
    }
  };

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const inSession = listedCount + items.filter((item) => item.status !== 'error').length;
    const room = Math.max(0, maxFiles - inSession);
    setLimitMessage(files.length > room ? maxFilesMessage(maxFiles, t) : null);
    const accepted = files.slice(0, room);
    const added = accepted.map((file): UploadItem => ({
      key: `upload-${(nextKey.current += 1)}`,
      name: file.name,
      size: file.size,
      type: file.type,
      status: 'pending',
      progress: 0,
      message: null,
      file: null,
    }));
    setItems((list) => [...list, ...added]);
    added.forEach((item, index) => {
      const original = accepted[index];
      if (!original) return;
      void prepareFile(original).then(({ file, problem }) => {
        // Removed while it was being compressed: it must not start uploading now.
        if (removedKeys.current.has(item.key)) return;
        if (problem) {
          patch(item.key, { status: 'error', message: problemText(problem) });
          return;
        }
        patch(item.key, { file, name: file.name, size: file.size, type: file.type });
        void upload(item.key, file);
      });
    });
  };

  const remove = (item: UploadItem) => {
    removedKeys.current.add(item.key);
    controllers.current.get(item.key)?.abort();
    setItems((list) => list.filter((other) => other.key !== item.key));
    setLimitMessage(null);
  };

  return (
    <div className="grid gap-3">
      <DropZone onFiles={addFiles} maxFiles={maxFiles} />
      {limitMessage ? <Alert variant="destructive">{limitMessage}</Alert> : null}
      <UploadQueue
        items={items}
        onRetry={(item) => item.file && void upload(item.key, item.file)}
        onRemove={remove}
      />
    </div>
  );
}
