import { MAX_FILE_NAME_LENGTH, MAX_UPLOAD_BYTES } from './constants';

/**
 * What may be attached (core spec §5, plus .doc/.docx which the operations spec's widget
 * offers). The client checks the browser's claimed type; the server checks the bytes.
 */
export const ALLOWED_UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
  'audio/mpeg': 'MP3',
  'video/mp4': 'MP4',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};

export const UPLOAD_ACCEPT = Object.keys(ALLOWED_UPLOAD_TYPES).join(',');

/** "JPEG, PNG, …": the kinds every upload takes, as screens and messages name them. */
export const SUPPORTED_UPLOAD_TYPES = Object.values(ALLOWED_UPLOAD_TYPES).join(', ');

/** The size limit in megabytes, as messages state it. */
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);
/** "5 MB": the size limit as screens state it, from the one constant. */
export const MAX_UPLOAD_SIZE_TEXT = `${MAX_UPLOAD_MEGABYTES} MB`;

// Reserved device names on Windows, with or without an extension (CON, con.txt, LPT1.log…).
const RESERVED_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const INVALID_CHARS = /[<>:"|?*\\/]/;
/** Control characters (tab, newline, NUL…) never belong in a file name. */
const hasControlCharacter = (name: string) => [...name].some((c) => c.charCodeAt(0) < 0x20);

/** Why a file cannot be sent, as a kind a screen words in its language (the server: attachment.* codes). */
export type UploadProblemKind = 'tooLarge' | 'nameTooLong' | 'invalidName' | 'typeNotAllowed';

/** Checks a file name: what is wrong with it, or null when the name is fine. */
export function fileNameProblemKind(name: string): 'nameTooLong' | 'invalidName' | null {
  if (name.length > MAX_FILE_NAME_LENGTH) return 'nameTooLong';
  if (
    name.trim().length === 0 ||
    name.includes('..') ||
    INVALID_CHARS.test(name) ||
    hasControlCharacter(name) ||
    RESERVED_NAME.test(name.trim())
  ) {
    return 'invalidName';
  }
  return null;
}

/** The client-side check of core spec §5: size, claimed type, name. */
export function uploadProblemKind(file: {
  name: string;
  size: number;
  type: string;
}): UploadProblemKind | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  if (!(file.type in ALLOWED_UPLOAD_TYPES)) return 'typeNotAllowed';
  return fileNameProblemKind(file.name);
}
