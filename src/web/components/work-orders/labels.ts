import type { WorkOrderType } from '@shared/domain';

export const TYPE_LABELS: Readonly<Record<WorkOrderType, string>> = {
  corrective: 'Corrective',
  preventive: 'Preventive',
  emergency: 'Emergency',
};
