import {
  AlarmClock,
  Bell,
  CalendarClock,
  ClipboardList,
  FlaskConical,
  Package,
  ShieldExclamationPoint,
  TriangleExclamationPoint,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../cn';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  wo_overdue: AlarmClock,
  wo_assigned: ClipboardList,
  part_low_stock: Package,
  equipment_alert: TriangleExclamationPoint,
  pm_generated: CalendarClock,
  system_alert: ShieldExclamationPoint,
  test: FlaskConical,
};

/** A notification's kind at a glance, tinted by how urgent it is. */
export function NotificationIcon({
  type,
  priority,
  className,
}: {
  type: string;
  priority: string;
  className?: string;
}) {
  const Icon = ICONS[type] ?? Bell;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full',
        priority === 'critical'
          ? 'bg-destructive/10 text-destructive'
          : priority === 'high'
            ? 'bg-warning/15 text-warning'
            : 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}
