import { ArrowRight, Bell, CalendarClock, QrCode, Timer, WifiOff, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Permission } from '@shared/permissions';
import { Card } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { dashboardMessages } from '../messages';

type PanelId = 'time' | 'qr' | 'pm' | 'offline' | 'notifications';

/** Its title, text and link text are `features.<id>.title`, `.text` and `.link` in the catalogue. */
interface Panel {
  id: PanelId;
  icon: LucideIcon;
  href: string;
  permission?: Permission;
}

/**
 * Core spec §1's feature panels: what each feature does and where it lives, no figures. Only what
 * works today: the performance panel returns with the monitoring screens (issue 13).
 */
const PANELS: readonly Panel[] = [
  {
    id: 'time',
    icon: Timer,
    href: '/work-orders?status=in_progress',
  },
  {
    id: 'qr',
    icon: QrCode,
    href: '/equipment',
  },
  {
    id: 'pm',
    icon: CalendarClock,
    href: '/preventive',
    permission: 'pm.read',
  },
  {
    id: 'offline',
    icon: WifiOff,
    href: '/work-orders',
  },
  {
    id: 'notifications',
    icon: Bell,
    href: '/settings',
  },
];

function FeaturePanel({ panel }: { panel: Panel }) {
  const t = useT(dashboardMessages);
  const canOpen = useCan(panel.permission);
  const Icon = panel.icon;
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex items-center gap-2">
        <Icon className="size-4 text-primary" aria-hidden />
        <h3 className="text-sm font-semibold">{t(`features.${panel.id}.title`)}</h3>
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{t(`features.${panel.id}.text`)}</p>
      {canOpen ? (
        <Link
          href={panel.href}
          className="inline-flex min-h-9 items-center gap-1 self-start text-sm font-medium text-primary hover:underline touch:min-h-11"
        >
          {t(`features.${panel.id}.link`)}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      ) : null}
    </Card>
  );
}

export function FeaturePanels() {
  const t = useT(dashboardMessages);
  return (
    <section aria-labelledby="features-heading" className="grid grid-cols-1 gap-3">
      <h2 id="features-heading" className="text-sm font-semibold text-muted-foreground">
        {t('features.heading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PANELS.map((panel) => (
          <FeaturePanel key={panel.id} panel={panel} />
        ))}
      </div>
    </section>
  );
}
