import type { Notification } from '@shared/schemas/notifications';

export const ASSIGNED_ORDER_ID = '7d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

/** A notification as GET /api/notifications and the socket deliver it. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '0b9c5a7e-3f1d-4e55-9d1c-6f0a1d2b3c4d',
    type: 'wo_assigned',
    title: 'Work order WO-2026-014 assigned to you',
    message: 'Replace the seal on the cooling pump',
    priority: 'normal',
    data: { workOrderId: ASSIGNED_ORDER_ID },
    read: false,
    createdAt: '2026-03-02T09:58:00.000Z',
    ...overrides,
  };
}
