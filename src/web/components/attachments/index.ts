export { AttachmentList } from './attachment-list';
export { AttachmentPicker } from './attachment-picker';
export { AttachmentUploader } from './attachment-uploader';
export { attachmentsKey, useAttachments } from './list-attachments';
export type { AttachmentOwner } from './upload-file';
export { uploadFiles, type UploadFilesResult } from './upload-files';
export { useUploadFiles } from './use-upload-files';
