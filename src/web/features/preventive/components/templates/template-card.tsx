import { Activity, CalendarClock, Clock, ListChecks, Pencil, Repeat, Wrench } from 'lucide-react';
import type { PmTemplate } from '@shared/schemas/pm';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { formatCount, formatDate } from '@web/lib/formatting';
import { useNow } from '@web/lib/use-now';
import { FREQUENCY_LABELS, formatDuration, triggerText } from '../pm-labels';
import { DeleteTemplateButton } from './delete-template-button';
import { UserText } from '@web/components/user-text';

function customFieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One template (operations §2 card): what is done to which model, how often, and its reach. */
export function TemplateCard({
  template,
  onEdit,
  canDelete,
  isPending = false,
}: {
  template: PmTemplate;
  /** A change of this template waits on this device. */
  isPending?: boolean;
  /** Absent when the role may not edit. */
  onEdit?: (template: PmTemplate) => void;
  canDelete: boolean;
}) {
  const customFields = Object.entries(template.customFields);
  const hasReach = template.matchingEquipment > 0;
  const now = useNow(60_000, template.nextDueAt !== null);
  const isOverdue = template.nextDueAt !== null && new Date(template.nextDueAt).getTime() < now;
  // Templates made before issue 24 read as calendar ones.
  const byMeter = template.triggerKind !== undefined && template.triggerKind !== 'calendar';
  return (
    <li
      className={cn('flex flex-col rounded-xl border bg-card shadow-xs', !template.active && 'bg-muted/40')}
      aria-label={`${template.model}: ${template.component}, ${template.action}`}
    >
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 truncate text-xs font-medium text-muted-foreground" title={template.model}>
            {template.model}
          </p>
          <div className="flex shrink-0 gap-1.5">
            {isPending ? <NotSyncedBadge /> : null}
            {template.active ? null : <Badge variant="secondary">Inactive</Badge>}
            <Badge variant="default">
              {byMeter ? (
                <Activity className="size-3" aria-hidden />
              ) : (
                <Repeat className="size-3" aria-hidden />
              )}
              {byMeter ? 'By meter' : FREQUENCY_LABELS[template.frequency]}
            </Badge>
          </div>
        </div>
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-semibold">
            <UserText>{template.component}</UserText>
          </h3>
          <p className="text-sm">
            <UserText>{template.action}</UserText>
          </p>
          {template.description ? (
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
              <UserText>{template.description}</UserText>
            </p>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-1.5 text-sm">
          {byMeter ? (
            <div className="col-span-2 flex items-center gap-2">
              <Activity className="size-4 text-muted-foreground" aria-hidden />
              <dt className="sr-only">Trigger</dt>
              <dd>{triggerText(template)}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <Clock className="size-4 text-muted-foreground" aria-hidden />
            <dt className="sr-only">Estimated duration</dt>
            <dd>{formatDuration(template.estimatedDuration)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <ListChecks className="size-4 text-muted-foreground" aria-hidden />
            <dt className="sr-only">Checklist</dt>
            <dd>{formatCount(template.checklist.length, 'checklist step')}</dd>
          </div>
          <div className="col-span-2 flex items-center gap-2">
            <Wrench
              className={cn('size-4', hasReach ? 'text-muted-foreground' : 'text-destructive')}
              aria-hidden
            />
            <dt className="sr-only">Matching equipment</dt>
            <dd className={cn(!hasReach && 'font-medium text-destructive')}>
              {hasReach
                ? `${formatCount(template.matchingEquipment, 'active asset')} of this model`
                : 'No active equipment of this model'}
            </dd>
          </div>
          {template.nextDueAt ? (
            <div className="col-span-2 flex items-center gap-2">
              <CalendarClock
                className={cn('size-4', isOverdue ? 'text-destructive' : 'text-muted-foreground')}
                aria-hidden
              />
              <dt className="sr-only">Next due</dt>
              <dd className={cn(isOverdue && 'font-medium text-destructive')}>
                {isOverdue ? 'Overdue since' : 'Next due'} {formatDate(template.nextDueAt)}
              </dd>
            </div>
          ) : null}
        </dl>
        {customFields.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Custom fields">
            {customFields.map(([key, value]) => (
              <li key={key} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                <span className="text-muted-foreground">{key}:</span> {customFieldText(value)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {onEdit || canDelete ? (
        <div className="flex items-center justify-end gap-1 border-t px-2 py-1.5">
          {canDelete ? <DeleteTemplateButton template={template} /> : null}
          {onEdit ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit template ${template.model}, ${template.component}`}
              onClick={() => onEdit(template)}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
