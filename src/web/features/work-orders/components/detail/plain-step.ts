import type { ChecklistItem } from '@shared/schemas/work-order-activity';

/** A step a plain checklist row shows (a tick, or a meter reading); the others are typed procedure steps. */
export const isPlainStep = (item: ChecklistItem) =>
  item.step.type === 'checkbox' || item.step.type === 'meter_reading';
