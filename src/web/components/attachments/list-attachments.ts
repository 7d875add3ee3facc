import { useQuery } from '@tanstack/react-query';
import type { Attachment } from '@shared/schemas/attachments';
import { apiRequestAll } from '@web/lib/api-client';
import { isTempId } from '@web/lib/offline/temp-ids';
import type { AttachmentOwner } from './upload-file';

/** Every attachment list starts with this key. */
export const allAttachmentsKey = ['attachments'] as const;

export function attachmentsKey(owner: AttachmentOwner) {
  return [...allAttachmentsKey, owner] as const;
}

export function listAttachments(owner: AttachmentOwner): Promise<Attachment[]> {
  const params = new URLSearchParams(Object.entries(owner));
  return apiRequestAll<Attachment>(`/api/attachments?${params.toString()}`);
}

/** True when the record itself was made offline: the server has no files of it yet. */
export function isLocalOwner(owner: AttachmentOwner): boolean {
  return Object.values(owner).some(isTempId);
}

export function useAttachments(owner: AttachmentOwner) {
  return useQuery({
    queryKey: attachmentsKey(owner),
    queryFn: () => listAttachments(owner),
    enabled: !isLocalOwner(owner),
  });
}
