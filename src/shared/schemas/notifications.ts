import { z } from 'zod';
import { NOTIFICATION_PRIORITIES } from '../domain';
import { idSchema, pageQuerySchema, timestampSchema } from './common';

export const notificationSchema = z.object({
  id: idSchema,
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  data: z.record(z.string(), z.unknown()).nullable(),
  read: z.boolean(),
  createdAt: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = pageQuerySchema.extend({
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;
