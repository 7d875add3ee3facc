import { Activity, CalendarClock, Clock, ListChecks, Pencil, Repeat, Wrench } from 'lucide-react';
import type { PmTemplate } from '@shared/schemas/pm';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { formatDate } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useNow } from '@web/lib/use-now';
import { preventiveMessages } from '../../messages';
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
  const t = useT(preventiveMessages);
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
            {template.active ? null : <Badge variant="secondary">{t('card.inactive')}</Badge>}
            <Badge variant="default">
              {byMeter ? (
                <Activity className="size-3" aria-hidden />
              ) : (
                <Repeat className="size-3" aria-hidden />
              )}
              {byMeter ? t('card.byMeter') : t(FREQUENCY_LABELS[template.frequency])}
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
              <dt className="sr-only">{t('card.trigger')}</dt>
              <dd>{triggerText(t, template)}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <Clock className="size-4 text-muted-foreground" aria-hidden />
            <dt className="sr-only">{t('card.duration')}</dt>
            <dd>{formatDuration(t, template.estimatedDuration)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <ListChecks className="size-4 text-muted-foreground" aria-hidden />
            <dt className="sr-only">{t('card.checklist')}</dt>
            <dd>{t('card.checklistSteps', { count: template.checklist.length })}</dd>
          </div>
          <div className="col-span-2 flex items-center gap-2">
            <Wrench
              className={cn('size-4', hasReach ? 'text-muted-foreground' : 'text-destructive')}
              aria-hidden
            />
            <dt className="sr-only">{t('card.matching')}</dt>
            <dd className={cn(!hasReach && 'font-medium text-destructive')}>
              {hasReach ? t('card.activeAssets', { count: template.matchingEquipment }) : t('card.noActive')}
            </dd>
          </div>
          {template.nextDueAt ? (
            <div className="col-span-2 flex items-center gap-2">
              <CalendarClock
                className={cn('size-4', isOverdue ? 'text-destructive' : 'text-muted-foreground')}
                aria-hidden
              />
              <dt className="sr-only">{t('card.nextDue')}</dt>
              <dd className={cn(isOverdue && 'font-medium text-destructive')}>
                {isOverdue
                  ? t('card.overdueSince', { date: formatDate(template.nextDueAt) })
                  : t('card.nextDueOn', { date: formatDate(template.nextDueAt) })}
              </dd>
            </div>
          ) : null}
        </dl>
        {customFields.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('card.customFields')}>
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
              aria-label={t('card.editLabel', { model: template.model, component: template.component })}
              onClick={() => onEdit(template)}
            >
              <Pencil aria-hidden />
              {t('card.edit')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
