import { DEMO_UPLOAD_MAX_BYTES } from '@shared/constants';
import { maxFilesMessage } from '@web/components/attachments/attachment-uploader';

/**
 * The upload widget's own checks (operations spec §5): at most 10 MB, images, PDF, .doc and
 * .docx. They only spare a pointless transfer: the server still applies core spec §5 (5 MB,
 * its own list of types, file names) and the widget shows its message when it refuses (ADR 19).
 */
export const DEMO_UPLOAD_MESSAGES = {
  tooLarge: 'File size must be less than 10MB',
  notAccepted: 'Only images, PDF, .doc and .docx files are accepted',
  tooMany: maxFilesMessage,
} as const;

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/** Browsers on some systems give Word files no type at all, so the extension counts too. */
const DOCUMENT_EXTENSION = /\.(pdf|docx?)$/i;

/** For the file picker: the same kinds the check below accepts. */
export const DEMO_UPLOAD_ACCEPT = ['image/*', ...DOCUMENT_TYPES, '.pdf', '.doc', '.docx'].join(',');

function isAcceptedKind(file: { name: string; type: string }): boolean {
  return (
    file.type.startsWith('image/') || DOCUMENT_TYPES.has(file.type) || DOCUMENT_EXTENSION.test(file.name)
  );
}

/** The widget's message for a file it will not send, or null. */
export function demoUploadProblem(file: { name: string; size: number; type: string }): string | null {
  if (!isAcceptedKind(file)) return DEMO_UPLOAD_MESSAGES.notAccepted;
  if (file.size > DEMO_UPLOAD_MAX_BYTES) return DEMO_UPLOAD_MESSAGES.tooLarge;
  return null;
}
