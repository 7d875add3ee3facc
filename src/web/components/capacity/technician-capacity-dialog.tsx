import type { ReactNode } from 'react';
import { QueryState } from '@web/components/query-state';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useWorkingHours } from './api/get-working-hours';
import { useTimeOff } from './api/list-time-off';
import { AddTimeOffForm } from './add-time-off-form';
import { CalendarFeedCard } from './calendar-feed-card';
import { TimeOffList } from './time-off-list';
import { WorkingHoursForm } from './working-hours-form';
import { useT } from '@web/lib/i18n/use-t';
import { capacityMessages } from './messages';

export interface TechnicianCapacityDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  technician: { id: string; name: string };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function WorkingHoursSection({ userId }: { userId: string }) {
  const t = useT(capacityMessages);
  const hours = useWorkingHours(userId);
  return (
    <QueryState
      query={hours}
      errorTitle={t('hours.fetchFailed')}
      loading={<Skeleton className="h-16 w-full" />}
    >
      {(saved) => <WorkingHoursForm userId={userId} saved={saved} />}
    </QueryState>
  );
}

function TimeOffSection({ userId }: { userId: string }) {
  const t = useT(capacityMessages);
  const timeOff = useTimeOff(userId);
  return (
    <>
      <QueryState
        query={timeOff}
        errorTitle={t('timeOff.fetchFailed')}
        loading={<Skeleton className="h-12 w-full" />}
      >
        {(entries) => <TimeOffList userId={userId} entries={entries} />}
      </QueryState>
      <AddTimeOffForm userId={userId} />
    </>
  );
}

/**
 * What a technician can be planned for (issue 26 §2): working hours per weekday, time off, and
 * the calendar feed of their planned orders. Each part saves on its own.
 */
export function TechnicianCapacityDialog({ open, onOpenChange, technician }: TechnicianCapacityDialogProps) {
  const t = useT(capacityMessages);
  const { id, name } = technician;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { name })}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-5">
          <Section id="capacity-working-hours" title={t('section.workingHours')}>
            <WorkingHoursSection userId={id} />
          </Section>
          <Section id="capacity-time-off" title={t('section.timeOff')}>
            <TimeOffSection userId={id} />
          </Section>
          <Section id="capacity-calendar-feed" title={t('section.calendarFeed')}>
            <CalendarFeedCard userId={id} name={name} />
          </Section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
