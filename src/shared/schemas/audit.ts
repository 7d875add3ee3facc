import { z } from 'zod';
import { said } from '../i18n/error-texts/reports';
import type { NameKey } from '../i18n/names';
import { idSchema, pageQuerySchema, timestampSchema } from './common';

const when = (field: NameKey) =>
  z.iso.datetime({ offset: true, error: said('audit.isoDateTime', { field }) });

/** GET /api/audit: the organization's audit log, newest first, filtered (admins). */
export const listAuditQuerySchema = pageQuerySchema.extend({
  entityType: z.string().trim().min(1).max(60).optional(),
  entityId: idSchema.optional(),
  userId: idSchema.optional(),
  action: z.string().trim().min(1).max(60).optional(),
  warehouseId: idSchema.optional(),
  from: when('fromParam').optional(),
  to: when('toParam').optional(),
});
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  at: timestampSchema,
  /** Who: a person (an API key's creator when a key acted), or null for the system (a scheduled job). */
  userId: idSchema.nullable(),
  /** The person's name, or "API key: <name>" when a key acted. */
  userName: z.string().nullable(),
  /** The API key that acted for `userId`, if one did. */
  apiKeyId: idSchema.nullable(),
  warehouseId: idSchema.nullable(),
  entityType: z.string(),
  entityId: idSchema,
  action: z.string(),
  /**
   * What changed: {field: {from, to}} for an edit, the facts of a create or an event otherwise;
   * people and records are named ("Tom Baker", "a deleted user"), never given as ids.
   */
  changes: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
