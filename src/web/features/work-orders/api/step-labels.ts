import type { ChecklistStatus } from '@shared/domain';
import type { UpdateChecklistItem } from '@shared/schemas/work-order-activity';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { workOrdersMessages } from '../messages';

type Texts = TextsOf<typeof workOrdersMessages>;

/** A step named in a label: its text, cut short when long (the label is a line in a list). */
const MAX_QUOTED = 60;
function shortened(description: string): string {
  return description.length > MAX_QUOTED ? `${description.slice(0, MAX_QUOTED - 1)}…` : description;
}

const STATUS_LABELS = {
  done: 'queue.step.done',
  pending: 'queue.step.pending',
  skipped: 'queue.step.skipped',
  failed: 'queue.step.failed',
} as const satisfies Readonly<Record<ChecklistStatus, string>>;

/** The change queue's name for adding a step: 'Add step "Isolate the pump"'. */
export function addStepLabel(t: Texts, description: string): string {
  return t('queue.addStep', { step: shortened(description) });
}

/** The change queue's name for deleting a step. */
export function deleteStepLabel(t: Texts, description: string): string {
  return t('queue.deleteStep', { step: shortened(description) });
}

/**
 * What the person did to a step: 'Tick step "…"', 'Fail step "…"', 'Note on step "…"',
 * 'Reading 1204 on step "…"'.
 */
export function stepChangeLabel(t: Texts, description: string, changes: UpdateChecklistItem): string {
  const step = shortened(description);
  if (changes.reading) return t('queue.stepReading', { value: String(changes.reading.value), step });
  if (changes.status) return t(STATUS_LABELS[changes.status], { step });
  if (changes.description) return t('queue.renameStep', { step });
  return t('queue.noteStep', { step });
}
