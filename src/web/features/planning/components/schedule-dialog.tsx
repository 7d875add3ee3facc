import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { plantDayOf } from '@shared/planning/plant-time';
import type { Planning, PlanningCard } from '@shared/schemas/planning';
import { FormDialogActions } from '@web/components/edit-dialog';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useAppForm } from '@web/lib/forms';
import { useT } from '@web/lib/i18n/use-t';
import { planningMessages } from '../messages';
import type { Placement } from '../api/apply-move';
import { placementOnDay } from './drop-placement';
import { scheduleFormSchema, type ScheduleFormInput, type ScheduleFormValues } from './schedule-form';

function ScheduleForm({
  card,
  board,
  day,
  onSchedule,
  onClose,
}: {
  card: PlanningCard;
  board: Planning;
  day: string;
  onSchedule: (card: PlanningCard, to: Placement) => void;
  onClose: () => void;
}) {
  const t = useT(planningMessages);
  const resolver = useMemo(() => zodResolver(scheduleFormSchema(t)), [t]);
  const technicians = board.technicians;
  const isListed = technicians.some((technician) => technician.id === card.assignedTo);
  const { formRef, register, control, handleSubmit, formState } = useAppForm<
    ScheduleFormInput,
    unknown,
    ScheduleFormValues
  >({
    resolver,
    defaultValues: {
      technicianId: (isListed ? card.assignedTo : technicians[0]?.id) ?? '',
      day: card.scheduledStart ? plantDayOf(card.scheduledStart, board.timezone) : day,
      hours: String(card.hours),
    },
  });
  const { errors } = formState;
  const submit = ({ technicianId, day: date, hours }: ScheduleFormValues) => {
    onSchedule(card, placementOnDay(card, technicianId, date, board, hours));
    onClose();
  };
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <Controller
        control={control}
        name="technicianId"
        render={({ field }) => (
          <FormField label={t('schedule.technician')} error={errors.technicianId?.message}>
            <EnumSelect
              value={field.value}
              onChange={field.onChange}
              options={technicians.map((technician) => [technician.id, technician.name] as const)}
            />
          </FormField>
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('schedule.day')} error={errors.day?.message}>
          <Input type="date" {...register('day')} />
        </FormField>
        <FormField label={t('schedule.hours')} error={errors.hours?.message}>
          <Input type="number" inputMode="decimal" step={0.25} min={0.25} max={24} {...register('hours')} />
        </FormField>
      </div>
      <FormDialogActions
        onCancel={onClose}
        submitLabel={t('schedule.submit')}
        start={
          card.scheduledStart ? (
            <Button
              variant="outline"
              onClick={() => {
                onSchedule(card, { assignedTo: card.assignedTo, scheduledStart: null });
                onClose();
              }}
            >
              {t('schedule.backToBacklog')}
            </Button>
          ) : undefined
        }
      />
    </form>
  );
}

/**
 * Schedule… (issue 26 §4): the way to plan without dragging, on a phone or by choice. The order
 * goes after what the technician has that day, or keeps its time when it stays on its day.
 */
export function ScheduleDialog({
  card,
  board,
  day,
  onSchedule,
  onClose,
}: {
  /** The card to schedule; null: closed. */
  card: PlanningCard | null;
  board: Planning | undefined;
  /** The day it goes on unless the planner picks another (the day shown, for an unscheduled order). */
  day: string;
  onSchedule: (card: PlanningCard, to: Placement) => void;
  onClose: () => void;
}) {
  const t = useT(planningMessages);
  return (
    <Dialog
      open={card !== null && board !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <DialogContent className="sm:max-w-md">
        {card && board ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('schedule.title', { order: card.foNumber })}</DialogTitle>
              <DialogDescription>
                {card.asset ? `${card.asset} — ${card.description}` : card.description}
              </DialogDescription>
            </DialogHeader>
            <ScheduleForm card={card} board={board} day={day} onSchedule={onSchedule} onClose={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
