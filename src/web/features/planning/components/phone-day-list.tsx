import type { Planning } from '@shared/schemas/planning';
import { Card } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import { BoardCard } from './board-card';
import type { BoardActions } from './board-props';
import { technicianDay } from './board-rows';
import { useBoardRows } from './use-board-rows';
import { DayLoad } from './day-load';
import { GhostCard } from './ghost-card';
import { TechnicianMenu } from './technician-menu';

/**
 * The board on a phone (issue 26 §4): one day at a time, a card per technician with their load
 * and their orders in order of start. Orders move with their Schedule… button, not by dragging.
 */
export function PhoneDayList({
  board,
  date,
  actions,
}: {
  board: Planning;
  date: string;
  actions: BoardActions;
}) {
  const t = useT(planningMessages);
  const rows = useBoardRows(board);
  return (
    <ul className="grid gap-3" aria-label={t('board.technicians')}>
      {rows.map((row) => {
        const cards = row.cards.get(date) ?? [];
        const ghosts = row.ghosts.get(date) ?? [];
        if (!row.technician && cards.length === 0 && ghosts.length === 0) return null;
        const name = row.technician?.name ?? t('board.nobody');
        return (
          <li key={row.technician?.id ?? 'nobody'}>
            <Card className="grid gap-2 p-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-medium wrap-anywhere">{name}</h3>
                  {row.technician ? <DayLoad day={technicianDay(row.technician, date)} /> : null}
                </div>
                {row.technician ? (
                  <TechnicianMenu
                    technician={{ id: row.technician.id, name: row.technician.name }}
                    week={actions.week}
                    onOpenCapacity={actions.onOpenCapacity}
                  />
                ) : null}
              </div>
              {cards.length === 0 && ghosts.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('board.nothingPlanned')}</p>
              ) : (
                <div className="grid gap-1.5">
                  {cards.map((card) => (
                    <BoardCard
                      key={card.id}
                      card={card}
                      where="board"
                      origin={`phone:${card.id}`}
                      canDrag={false}
                      isPending={actions.pendingIds.has(card.id)}
                      onSchedule={actions.onSchedule}
                      className="min-h-11"
                    />
                  ))}
                  {ghosts.map((ghost, index) => (
                    <GhostCard key={`${ghost.kind}-${ghost.pmTemplateId}-${index}`} ghost={ghost} />
                  ))}
                </div>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
