import type { PlanningCard } from '@shared/schemas/planning';

export type CardWarningKind = 'overdue' | 'equipment-down' | 'late-as-planned';

export interface CardWarning {
  kind: CardWarningKind;
  /** What a screen reader says and a pointer's tooltip shows: its key in the planning catalogue. */
  label: 'card.equipmentDown' | 'card.overdue' | 'card.lateAsPlanned';
}

/** Why a card needs a second look, most pressing first. */
export function cardWarnings(
  card: Pick<PlanningCard, 'overdue' | 'equipmentDown' | 'lateAsPlanned'>,
): CardWarning[] {
  const warnings: CardWarning[] = [];
  if (card.equipmentDown) warnings.push({ kind: 'equipment-down', label: 'card.equipmentDown' });
  if (card.overdue) warnings.push({ kind: 'overdue', label: 'card.overdue' });
  if (card.lateAsPlanned) warnings.push({ kind: 'late-as-planned', label: 'card.lateAsPlanned' });
  return warnings;
}
