import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { User } from '@shared/schemas/users';
import { Button } from '@web/components/ui/button';
import { formatFullName } from '@web/lib/formatting';
import { useCan } from '@web/lib/permissions';
import { lazyDialog } from '@web/components/lazy-dialog';
import { useT } from '@web/lib/i18n/use-t';
import { capacityMessages } from './messages';

const TechnicianCapacityDialog = lazyDialog(() =>
  import('./technician-capacity-dialog').then((module) => module.TechnicianCapacityDialog),
);

export interface TechnicianHoursButtonProps {
  user: User;
}

/**
 * "Hours & time off" on a person's row in the users admin screen. The board plans active
 * technicians only, so only their rows have it.
 */
export function TechnicianHoursButton({ user }: TechnicianHoursButtonProps) {
  const t = useT(capacityMessages);
  const [isOpen, setIsOpen] = useState(false);
  const canPlan = useCan('planning.manage');
  if (!canPlan || user.role !== 'technician' || !user.active) return null;
  const name = formatFullName(user);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setIsOpen(true)}
        aria-label={t('button.hoursFor', { name })}
      >
        <CalendarClock aria-hidden />
        {t('button.hours')}
      </Button>
      <TechnicianCapacityDialog open={isOpen} onOpenChange={setIsOpen} technician={{ id: user.id, name }} />
    </>
  );
}
