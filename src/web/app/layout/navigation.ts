import {
  Activity,
  CalendarClock,
  CalendarRange,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  FileSpreadsheet,
  FileUp,
  FlaskConical,
  Gauge,
  Inbox,
  KeyRound,
  KeySquare,
  LayoutDashboard,
  Mail,
  MapPinned,
  Package,
  ServerCog,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Truck,
  Users,
  Webhook,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { can, type Permission } from '@shared/permissions';
import type { Role } from '@shared/domain';
import type { appMessages } from '../messages';

/** A key of the app's catalogue: entries keep it, and the menus show it in the screens' language. */
export type NavLabel = Extract<keyof typeof appMessages.source, `nav.${string}`>;

export interface NavEntry {
  href: string;
  label: NavLabel;
  icon: LucideIcon;
  /** Entries the role cannot open are hidden (ADR: hide what the role cannot do). */
  permission?: Permission;
}

export interface NavSection {
  label: NavLabel;
  entries: NavEntry[];
}

const DASHBOARD: NavEntry = {
  href: '/dashboard',
  label: 'nav.dashboard',
  icon: LayoutDashboard,
  permission: 'dashboard.read',
};
const WORK_ORDERS: NavEntry = {
  href: '/work-orders',
  label: 'nav.workOrders',
  icon: ClipboardList,
  permission: 'workOrders.read',
};
/**
 * Issue 23: supervisors and up triage the portal's requests from here. Technicians may read them
 * (a work order links its request) but have nothing to do in the queue, so they get no entry.
 */
const REQUESTS: NavEntry = {
  href: '/requests',
  label: 'nav.requests',
  icon: Inbox,
  permission: 'requests.triage',
};
const EQUIPMENT: NavEntry = {
  href: '/equipment',
  label: 'nav.equipment',
  icon: Wrench,
  permission: 'equipment.read',
};
/** Issue 24: the tree of sites, buildings and lines the equipment stands in. */
const LOCATIONS: NavEntry = {
  href: '/locations',
  label: 'nav.locations',
  icon: MapPinned,
  permission: 'equipment.read',
};
const INVENTORY: NavEntry = {
  href: '/inventory',
  label: 'nav.inventory',
  icon: Package,
  permission: 'parts.read',
};
/** Issue 27: orders to vendors; technicians read them and receive the deliveries. */
const PURCHASING: NavEntry = {
  href: '/purchasing',
  label: 'nav.purchasing',
  icon: ShoppingCart,
  permission: 'purchasing.read',
};
const VENDORS: NavEntry = { href: '/vendors', label: 'nav.vendors', icon: Truck, permission: 'vendors.read' };
const SETTINGS: NavEntry = { href: '/settings', label: 'nav.settings', icon: Settings };

/** Issue 25: the plant's checks and inspections, step by step. */
const PROCEDURES: NavEntry = {
  href: '/procedures',
  label: 'nav.procedures',
  icon: ClipboardCheck,
  permission: 'procedures.read',
};

/** Issue 26: the week's board of technicians and days, with the backlog beside it. */
const PLANNING: NavEntry = {
  href: '/planning',
  label: 'nav.planning',
  icon: CalendarRange,
  permission: 'planning.manage',
};

const PREVENTIVE: NavEntry = {
  href: '/preventive',
  label: 'nav.preventive',
  icon: CalendarClock,
  permission: 'pm.read',
};

const REPORTS: NavEntry = {
  href: '/reports',
  label: 'nav.reports',
  icon: FileSpreadsheet,
  permission: 'analytics.read',
};

/** Desktop sidebar (core spec §2), grouped so a long list still scans quickly. */
export const SIDEBAR_SECTIONS: NavSection[] = [
  {
    label: 'nav.section.maintenance',
    entries: [
      DASHBOARD,
      WORK_ORDERS,
      REQUESTS,
      PLANNING,
      EQUIPMENT,
      LOCATIONS,
      INVENTORY,
      PURCHASING,
      PREVENTIVE,
      PROCEDURES,
      VENDORS,
    ],
  },
  {
    label: 'nav.section.insights',
    entries: [
      { href: '/analytics', label: 'nav.analytics', icon: ChartColumn, permission: 'analytics.read' },
      REPORTS,
    ],
  },
  {
    label: 'nav.section.system',
    entries: [
      { href: '/admin', label: 'nav.administration', icon: ShieldCheck, permission: 'admin.read' },
      { href: '/admin/users', label: 'nav.users', icon: Users, permission: 'users.manage' },
      { href: '/admin/mail', label: 'nav.mailLog', icon: Mail, permission: 'mail.read' },
      { href: '/admin/sso', label: 'nav.singleSignOn', icon: KeyRound, permission: 'integrations.manage' },
      { href: '/admin/api-keys', label: 'nav.apiKeys', icon: KeySquare, permission: 'integrations.manage' },
      // Bulk data in from a CSV file (issue 28 §4): those who may create equipment and vendors by hand.
      { href: '/import', label: 'nav.import', icon: FileUp, permission: 'equipment.write' },
      { href: '/admin/performance', label: 'nav.performance', icon: Gauge, permission: 'admin.read' },
      { href: '/admin/monitoring', label: 'nav.monitoring', icon: Activity, permission: 'monitoring.read' },
      {
        href: '/system-monitoring',
        label: 'nav.systemMonitoring',
        icon: ServerCog,
        permission: 'monitoring.read',
      },
      { href: '/admin/webhooks', label: 'nav.webhooks', icon: Webhook, permission: 'integrations.manage' },
      // A demo and diagnostic page (sockets, test notifications, uploads), not a tool for the job.
      { href: '/phase1-demo', label: 'nav.phase1Demo', icon: FlaskConical, permission: 'monitoring.read' },
    ],
  },
];

export const SIDEBAR_FOOTER: NavEntry[] = [SETTINGS];

/** Phone menu (core spec §2), plus Users for admins. */
export const MOBILE_MENU: NavEntry[] = [
  DASHBOARD,
  WORK_ORDERS,
  REQUESTS,
  PLANNING,
  EQUIPMENT,
  LOCATIONS,
  INVENTORY,
  PURCHASING,
  PREVENTIVE,
  PROCEDURES,
  VENDORS,
  REPORTS,
  { href: '/admin/users', label: 'nav.users', icon: Users, permission: 'users.manage' },
  SETTINGS,
];

/** Live counts beside some entries, by href (the requests waiting for triage). */
export type NavCounts = Readonly<Record<string, number | undefined>>;

export function visibleEntries(entries: readonly NavEntry[], role: Role): NavEntry[] {
  return entries.filter((entry) => !entry.permission || can(role, entry.permission));
}

export function visibleSections(sections: readonly NavSection[], role: Role): NavSection[] {
  return sections
    .map((section) => ({ ...section, entries: visibleEntries(section.entries, role) }))
    .filter((section) => section.entries.length > 0);
}

/** The entry to highlight: the longest href the location equals or sits under ("/" is the dashboard). */
export function findActiveHref(location: string, hrefs: readonly string[]): string | undefined {
  const path = location === '/' ? '/dashboard' : location.replace(/\/+$/, '');
  return hrefs
    .filter((href) => path === href || path.startsWith(`${href}/`))
    .sort((a, b) => b.length - a.length)[0];
}
