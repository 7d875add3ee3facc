import { z } from 'zod';
import { MAIL_STATES } from '../domain';
import { csvEnum, idSchema, pageQuerySchema, timestampSchema } from './common';

/** Administration → Mail log: every mail, and what became of it. */
export const mailMessageSchema = z.object({
  id: idSchema,
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const listMailQuerySchema = pageQuerySchema.extend({
  state: csvEnum(MAIL_STATES, 'state').optional(),
});
export type ListMailQuery = z.infer<typeof listMailQuerySchema>;
