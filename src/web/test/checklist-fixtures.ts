import { lineStep } from '@shared/procedure-lines';
import type { ChecklistItem } from '@shared/schemas/work-order-activity';

/** A step of an order's checklist as the API answers it: a plain line unless `step` says otherwise (tests only). */
export function buildChecklistItem(overrides: Partial<ChecklistItem> = {}): ChecklistItem {
  const id = overrides.id ?? '7a1c2a4e-0000-4000-8000-000000000001';
  const description = overrides.description ?? 'Isolate and lock out the pump';
  return {
    id,
    workOrderId: '3f1c2a4e-0000-4000-8000-00000000000a',
    position: 0,
    description,
    status: 'pending',
    note: null,
    completedBy: null,
    completedByName: null,
    completedAt: null,
    followUpWorkOrderId: null,
    meter: null,
    reading: null,
    step: lineStep(id, description),
    section: null,
    answer: null,
    version: 1,
    ...overrides,
  };
}
