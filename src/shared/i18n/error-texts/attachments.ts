import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** Attachments and photos. */
export const ATTACHMENT_ERROR_TEXTS = {
  'attachment.oneRecord': 'Attach a file to one record at a time',
  'attachment.nameOneRecord': 'Name exactly one of workOrderId, equipmentId, pmTemplateId or vendorId',
  // One per record, so each language words the record with its own article.
  'attachment.roleCannotAttachEquipment': 'Your role ({role}) cannot attach files to this equipment',
  'attachment.roleCannotAttachPmTemplate': 'Your role ({role}) cannot attach files to this PM template',
  'attachment.roleCannotAttachVendor': 'Your role ({role}) cannot attach files to this vendor',
  'attachment.deleteOwnOnly': 'You can delete only the files you uploaded',
  // The example is JSON, whose braces ICU would read as a placeholder: it travels as a param.
  'attachment.contextJson': 'context must be JSON, e.g. {example}',
  'attachment.invalidContext': 'Invalid context',
  'attachment.multipartRequired': 'Send the file as multipart/form-data with a "file" part',
  'attachment.oneFileInPart': 'Send one file, in the "file" part',
  'attachment.onePerUpload': 'Send one file per upload',
  'attachment.noFile': 'No file was sent: add a "file" part',
  // The server's words of UPLOAD_MESSAGES (shared/attachment-rules.ts).
  'attachment.tooLarge': 'File size exceeds {megabytes}MB limit',
  'attachment.nameTooLong': 'File name is too long (max {max} characters)',
  'attachment.invalidName': 'File name contains invalid characters',
  'attachment.empty': 'The file is empty',
  'attachment.typeNotAllowed': 'File type {type} is not allowed. Supported types: {types}',
  'attachment.imageTooLarge': 'The image is too large: at most {megapixels} megapixels',
  'attachment.imageDamaged': 'The image is damaged and cannot be read',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...ATTACHMENT_ERROR_TEXTS });
