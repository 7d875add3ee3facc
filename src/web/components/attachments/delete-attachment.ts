import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@shared/schemas/attachments';
import { sendChange, wasQueued } from '@web/lib/offline/browser-queue';
import { wordChange } from '@web/components/offline/change-wording';
import { attachmentsKey } from './list-attachments';
import type { AttachmentOwner } from './upload-file';

/** DELETE /api/attachments/{id} through the change queue (kept on the device when offline). */
export function deleteAttachment(id: string, fileName?: string): Promise<unknown> {
  return sendChange<unknown>({
    type: 'delete',
    table: 'attachments',
    data: {},
    recordId: id,
    ...(fileName
      ? wordChange('change.attachment.delete', { name: fileName })
      : wordChange('change.attachment.deleteUnnamed')),
  });
}

export function useDeleteAttachment(owner: AttachmentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachment: Pick<Attachment, 'id' | 'fileName'>) =>
      deleteAttachment(attachment.id, attachment.fileName),
    onSuccess: (result) => {
      // Queued: the list hides it from the queue until the server has the delete.
      if (wasQueued(result)) return;
      return queryClient.invalidateQueries({ queryKey: attachmentsKey(owner) });
    },
  });
}
