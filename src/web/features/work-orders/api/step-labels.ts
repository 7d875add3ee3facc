import type { ChecklistStatus } from '@shared/domain';
import type { UpdateChecklistItem } from '@shared/schemas/work-order-activity';

/** A step named in a label: its text, cut short when long (the label is a line in a list). */
const MAX_QUOTED = 60;
function quoted(description: string): string {
  const text = description.length > MAX_QUOTED ? `${description.slice(0, MAX_QUOTED - 1)}…` : description;
  return `"${text}"`;
}

const STATUS_VERBS: Readonly<Record<ChecklistStatus, string>> = {
  done: 'Tick',
  pending: 'Untick',
  skipped: 'Skip',
  failed: 'Fail',
};

/** The change queue's name for adding a step: 'Add step "Isolate the pump"'. */
export function addStepLabel(description: string): string {
  return `Add step ${quoted(description)}`;
}

/** The change queue's name for deleting a step. */
export function deleteStepLabel(description: string): string {
  return `Delete step ${quoted(description)}`;
}

/**
 * What the person did to a step: 'Tick step "…"', 'Fail step "…"', 'Note on step "…"',
 * 'Reading 1204 on step "…"'.
 */
export function stepChangeLabel(description: string, changes: UpdateChecklistItem): string {
  if (changes.reading) return `Reading ${changes.reading.value} on step ${quoted(description)}`;
  if (changes.status) return `${STATUS_VERBS[changes.status]} step ${quoted(description)}`;
  if (changes.description) return `Rename step ${quoted(description)}`;
  return `Note on step ${quoted(description)}`;
}
