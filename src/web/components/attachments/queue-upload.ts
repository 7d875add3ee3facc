import type { Attachment } from '@shared/schemas/attachments';
import { ApiError } from '@web/lib/api-client';
import { readStored } from '@web/lib/session-storage';
import { sendChange } from '@web/lib/offline/browser-queue';
import { isTempId, newTempId } from '@web/lib/offline/temp-ids';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';
import { isImageType } from './format-file';
import { uploadFile, type AttachmentOwner } from './upload-file';

/** What the queue calls it: 'Photo pump.jpg for WO-2026-012', 'File manual.pdf for this equipment'. */
export function uploadLabel(file: File, owner: AttachmentOwner, ownerLabel?: string): ChangeName {
  const [key] = Object.keys(owner);
  const isPhoto = isImageType(file.type) ? 'yes' : 'no';
  return ownerLabel
    ? wordChange('change.attachment.upload', { isPhoto, name: file.name, owner: ownerLabel })
    : wordChange('change.attachment.uploadHere', { isPhoto, name: file.name, owner: key ?? 'record' });
}

/** The attachment as the list shows it until the file has reached the server. */
export function pendingAttachment(
  id: string,
  file: File,
  owner: AttachmentOwner,
  now = new Date(),
): Attachment {
  const ids = owner as Partial<Record<keyof Attachment, string>>;
  return {
    id,
    fileUrl: '',
    thumbnailUrl: null,
    fileName: file.name,
    fileSize: file.size,
    fileType: file.type,
    uploadedBy: readStored('userId'),
    uploadedByName: null,
    createdAt: now.toISOString(),
    workOrderId: ids.workOrderId ?? null,
    equipmentId: ids.equipmentId ?? null,
    pmTemplateId: ids.pmTemplateId ?? null,
    vendorId: ids.vendorId ?? null,
  };
}

/**
 * Keeps the (already compressed) file on the device in the change queue; it is sent as
 * multipart to /api/upload once its record exists on the server (a temp- owner id is
 * rewritten then). Resolves with the stand-in attachment (`wasQueued`).
 */
export function queueUpload(file: File, owner: AttachmentOwner, ownerLabel?: string): Promise<Attachment> {
  const id = newTempId();
  return sendChange<Attachment>(
    {
      type: 'create',
      table: 'attachments',
      data: { ...owner },
      recordId: id,
      ...uploadLabel(file, owner, ownerLabel),
      optimistic: pendingAttachment(id, file, owner),
    },
    { file, fileName: file.name },
  );
}

/** The upload cannot go now: no connection, or its record is itself still on the device. */
export function mustQueue(owner: AttachmentOwner): boolean {
  return !navigator.onLine || Object.values(owner).some(isTempId);
}

/** A failure the network caused (no answer at all), not a refusal by the server. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Online: straight to the server with real progress (uploadFile). Offline, for a record made
 * offline, or when the connection drops during the upload: into the change queue.
 */
export async function attachFile(
  file: File,
  owner: AttachmentOwner,
  options: { ownerLabel?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Attachment> {
  if (mustQueue(owner)) return queueUpload(file, owner, options.ownerLabel);
  try {
    return await uploadFile(file, owner, options);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return queueUpload(file, owner, options.ownerLabel);
  }
}
