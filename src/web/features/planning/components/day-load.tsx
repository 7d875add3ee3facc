import type { PlanningTechnician } from '@shared/schemas/planning';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { loadLevel, loadNote, loadText, timeOffNote, type LoadLevel } from './cell-load';

/** The tint of a technician's day by how full it is: amber above 90 %, red above 100 %. */
export const LOAD_CELL_CLASSES: Readonly<Record<LoadLevel, string>> = {
  free: '',
  'nearly-full': 'bg-warning/15',
  over: 'bg-destructive/10',
};

const LOAD_TEXT_CLASSES: Readonly<Record<LoadLevel, string>> = {
  free: 'text-foreground',
  'nearly-full': 'text-warning',
  over: 'text-destructive',
};

/** "6 / 8 h", what the colour means in words ("Over by 2 h"), and the day's time off ("Off — Vacation"). */
export function DayLoad({ day, className }: { day: PlanningTechnician['days'][number]; className?: string }) {
  const t = useT(planningMessages);
  const level = loadLevel(day);
  const note = loadNote(t, day);
  const off = timeOffNote(t, day);
  return (
    <div className={cn('grid gap-0.5 text-xs', className)}>
      <div
        className={cn(
          'flex flex-wrap items-baseline justify-between gap-x-2 font-medium',
          LOAD_TEXT_CLASSES[level],
        )}
      >
        <span className="tabular-nums">{loadText(t, day)}</span>
        {note ? <span>{note}</span> : null}
      </div>
      {off ? <span className="text-muted-foreground">{off}</span> : null}
    </div>
  );
}
