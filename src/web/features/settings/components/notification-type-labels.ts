import type { PreferenceType } from '@shared/domain';

/** How each notification type and mail opt-in reads on screen, with what makes one arrive. */
export const NOTIFICATION_TYPE_LABELS: Record<PreferenceType, { label: string; description: string }> = {
  wo_overdue: { label: 'Overdue work orders', description: 'A work order passes its due date.' },
  wo_assigned: { label: 'Work assigned to me', description: 'A work order is assigned to you.' },
  part_low_stock: { label: 'Low stock', description: 'A part falls to its reorder point.' },
  equipment_alert: {
    label: 'Equipment alerts',
    description: 'A high or critical asset stops for maintenance or goes out of service.',
  },
  pm_generated: {
    label: 'Generated PM work orders',
    description: 'The PM scheduler creates work orders from a template.',
  },
  system_alert: {
    label: 'System alerts',
    description: 'Fieldwork itself needs an administrator, e.g. a scheduled job failed.',
  },
  test: { label: 'Test notifications', description: 'Test messages sent to check delivery.' },
  po_approval: {
    label: 'Purchase order approvals',
    description: 'A purchase order within your approval limit waits for you, or yours was approved.',
  },
  request_new_mail: {
    label: 'E-mail me new work requests',
    description: 'A mail to your address for every new work request of your plants.',
  },
};
