import { CalendarCog, EllipsisVertical, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';

export interface BoardTechnician {
  id: string;
  name: string;
}

/** A technician's row header: their name, and a menu for their capacity and their printed week. */
export function TechnicianMenu({
  technician,
  week,
  onOpenCapacity,
}: {
  technician: BoardTechnician;
  /** The Monday of the week shown. */
  week: string;
  onOpenCapacity: (technician: BoardTechnician) => void;
}) {
  const t = useT(planningMessages);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 touch:size-11"
          aria-label={t('board.options', { name: technician.name })}
        >
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={() => onOpenCapacity(technician)}>
          <CalendarCog aria-hidden />
          {t('board.capacity')}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={`/planning/print/${technician.id}?week=${week}`}>
            <Printer aria-hidden />
            {t('board.printWeek')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
