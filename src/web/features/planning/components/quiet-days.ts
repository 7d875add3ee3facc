import { daysBetween } from '@shared/planning/capacity';
import { plantDayOf } from '@shared/planning/plant-time';
import type { Planning } from '@shared/schemas/planning';

/**
 * Days nobody works and nothing is planned on (a plant's weekend, mostly): the week view draws
 * them narrow, so the working days have room for their cards' FO numbers.
 */
export function quietDays(board: Planning): Set<string> {
  const busy = new Set<string>();
  for (const technician of board.technicians)
    for (const day of technician.days) if (day.capacity > 0 || day.load > 0) busy.add(day.date);
  for (const order of board.orders)
    if (order.scheduledStart) busy.add(plantDayOf(order.scheduledStart, board.timezone));
  for (const ghost of board.ghosts) busy.add(ghost.date);
  return new Set(daysBetween(board.from, board.to).filter((day) => !busy.has(day)));
}
