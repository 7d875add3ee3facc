import type { PreferenceType } from '@shared/domain';

/** How each notification type and mail opt-in reads on screen (catalogue keys), with what makes one arrive. */
export const NOTIFICATION_TYPE_LABELS = {
  wo_overdue: { label: 'type.woOverdue', description: 'type.woOverdueDescription' },
  wo_assigned: { label: 'type.woAssigned', description: 'type.woAssignedDescription' },
  part_low_stock: { label: 'type.partLowStock', description: 'type.partLowStockDescription' },
  equipment_alert: { label: 'type.equipmentAlert', description: 'type.equipmentAlertDescription' },
  pm_generated: { label: 'type.pmGenerated', description: 'type.pmGeneratedDescription' },
  system_alert: { label: 'type.systemAlert', description: 'type.systemAlertDescription' },
  test: { label: 'type.test', description: 'type.testDescription' },
  po_approval: { label: 'type.poApproval', description: 'type.poApprovalDescription' },
  request_new_mail: { label: 'type.requestNewMail', description: 'type.requestNewMailDescription' },
} as const satisfies Record<PreferenceType, { label: string; description: string }>;
