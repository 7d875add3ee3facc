import { z } from 'zod';
import { said } from '../i18n/error-texts/attachments';
import { idSchema, pageQuerySchema, timestampSchema } from './common';

export const attachmentSchema = z.object({
  id: idSchema,
  fileUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  uploadedBy: idSchema.nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: timestampSchema,
  workOrderId: idSchema.nullable(),
  equipmentId: idSchema.nullable(),
  pmTemplateId: idSchema.nullable(),
  vendorId: idSchema.nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** What an upload is attached to (core spec §7: the JSON `context` part); none = a loose file. */
export const uploadContextSchema = z
  .object({
    workOrderId: idSchema.optional(),
    equipmentId: idSchema.optional(),
    pmTemplateId: idSchema.optional(),
    vendorId: idSchema.optional(),
  })
  .refine((c) => Object.values(c).filter(Boolean).length <= 1, {
    error: said('attachment.oneRecord'),
  });
export type UploadContext = z.infer<typeof uploadContextSchema>;

export const listAttachmentsQuerySchema = pageQuerySchema
  .extend({
    workOrderId: idSchema.optional(),
    equipmentId: idSchema.optional(),
    pmTemplateId: idSchema.optional(),
    vendorId: idSchema.optional(),
  })
  .refine((q) => [q.workOrderId, q.equipmentId, q.pmTemplateId, q.vendorId].filter(Boolean).length === 1, {
    error: said('attachment.nameOneRecord'),
  });
export type ListAttachmentsQuery = z.infer<typeof listAttachmentsQuerySchema>;
