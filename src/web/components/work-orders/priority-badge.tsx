import { ChevronsUp, ChevronUp, Equal, ChevronDown } from 'lucide-react';
import type { Priority } from '@shared/domain';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from './messages';

const PRIORITY_CLASSES: Readonly<Record<Priority, string>> = {
  low: 'border-priority-low/30 text-priority-low',
  medium: 'border-priority-medium/30 text-priority-medium',
  high: 'border-priority-high/40 text-priority-high',
  // The red of destructive in both themes: its text colour reads on it in both.
  critical: 'border-transparent bg-priority-critical text-destructive-foreground',
};

// An icon as well as the colour, so priority reads without colour vision.
const PRIORITY_ICONS = { low: ChevronDown, medium: Equal, high: ChevronUp, critical: ChevronsUp } as const;

/**
 * Priority (and equipment criticality, which has the same four levels and colours).
 * Outlined so it never competes with the filled status badge beside it; critical is solid.
 */
export function PriorityBadge({
  priority,
  className,
  label,
}: {
  priority: Priority;
  className?: string;
  /** Defaults to the level's name; "High priority" style labels read better on their own. */
  label?: string;
}) {
  const t = useT(workOrdersMessages);
  const Icon = PRIORITY_ICONS[priority];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        PRIORITY_CLASSES[priority],
        className,
      )}
    >
      <Icon className="size-3" strokeWidth={2.5} aria-hidden />
      {label ?? t(`priority.${priority}`)}
    </span>
  );
}
