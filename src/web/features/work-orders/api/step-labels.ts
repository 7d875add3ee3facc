import type { ChecklistStatus } from '@shared/domain';
import type { UpdateChecklistItem } from '@shared/schemas/work-order-activity';
import { wordChange, type ChangeName } from '@web/components/offline/change-wording';

/** A step named in a label: its text, cut short when long (the label is a line in a list). */
const MAX_QUOTED = 60;
function shortened(description: string): string {
  return description.length > MAX_QUOTED ? `${description.slice(0, MAX_QUOTED - 1)}…` : description;
}

const STATUS_LABELS = {
  done: 'change.step.done',
  pending: 'change.step.pending',
  skipped: 'change.step.skipped',
  failed: 'change.step.failed',
} as const satisfies Readonly<Record<ChecklistStatus, string>>;

/** The change queue's name for adding a step: 'Add step "Isolate the pump"'. */
export function addStepLabel(description: string): ChangeName {
  return wordChange('change.step.add', { step: shortened(description) });
}

/** The change queue's name for deleting a step. */
export function deleteStepLabel(description: string): ChangeName {
  return wordChange('change.step.delete', { step: shortened(description) });
}

/**
 * What the person did to a step: 'Tick step "…"', 'Fail step "…"', 'Note on step "…"',
 * 'Reading 1204 on step "…"'.
 */
export function stepChangeLabel(description: string, changes: UpdateChecklistItem): ChangeName {
  const step = shortened(description);
  if (changes.reading)
    return wordChange('change.step.reading', { value: String(changes.reading.value), step });
  if (changes.status) return wordChange(STATUS_LABELS[changes.status], { step });
  if (changes.description) return wordChange('change.step.rename', { step });
  return wordChange('change.step.note', { step });
}
