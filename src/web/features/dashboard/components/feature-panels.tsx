import { ArrowRight, Bell, CalendarClock, QrCode, Timer, WifiOff, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Permission } from '@shared/permissions';
import { Card } from '@web/components/ui/card';
import { useCan } from '@web/lib/permissions';

interface Panel {
  icon: LucideIcon;
  title: string;
  text: string;
  href: string;
  linkText: string;
  permission?: Permission;
}

/**
 * Core spec §1's feature panels: what each feature does and where it lives, no figures. Only what
 * works today: the performance panel returns with the monitoring screens (issue 13).
 */
const PANELS: readonly Panel[] = [
  {
    icon: Timer,
    title: 'Labour time tracking',
    text: 'Start a timer on a work order, or log hours in quarter-hour steps; totals add up per job.',
    href: '/work-orders?status=in_progress',
    linkText: 'Jobs in progress',
  },
  {
    icon: QrCode,
    title: 'QR code generation',
    text: 'Every asset has a printable QR label. Scan it to open the equipment or link it to a work order.',
    href: '/equipment',
    linkText: 'Equipment',
  },
  {
    icon: CalendarClock,
    title: 'Preventive maintenance',
    text: 'Templates raise work orders a week before they are due; the calendar shows what is coming and compliance what was late.',
    href: '/preventive',
    linkText: 'Preventive Maintenance',
    permission: 'pm.read',
  },
  {
    icon: WifiOff,
    title: 'Works offline',
    text: 'Install the app on a phone; changes made without signal wait on the device and sync, once each, when you are back.',
    href: '/work-orders',
    linkText: 'Work Orders',
  },
  {
    icon: Bell,
    title: 'Notifications',
    text: 'Assignments, overdue orders, low stock and equipment alerts reach the bell as they happen; choose which in Settings.',
    href: '/settings',
    linkText: 'Settings',
  },
];

function FeaturePanel({ panel }: { panel: Panel }) {
  const canOpen = useCan(panel.permission);
  const Icon = panel.icon;
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex items-center gap-2">
        <Icon className="size-4 text-primary" aria-hidden />
        <h3 className="text-sm font-semibold">{panel.title}</h3>
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{panel.text}</p>
      {canOpen ? (
        <Link
          href={panel.href}
          className="inline-flex min-h-9 items-center gap-1 self-start text-sm font-medium text-primary hover:underline touch:min-h-11"
        >
          {panel.linkText}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      ) : null}
    </Card>
  );
}

export function FeaturePanels() {
  return (
    <section aria-labelledby="features-heading" className="grid grid-cols-1 gap-3">
      <h2 id="features-heading" className="text-sm font-semibold text-muted-foreground">
        In Fieldwork
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PANELS.map((panel) => (
          <FeaturePanel key={panel.title} panel={panel} />
        ))}
      </div>
    </section>
  );
}
