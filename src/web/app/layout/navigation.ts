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

export interface NavEntry {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Entries the role cannot open are hidden (ADR: hide what the role cannot do). */
  permission?: Permission;
}

export interface NavSection {
  label: string;
  entries: NavEntry[];
}

const DASHBOARD: NavEntry = {
  href: '/dashboard',
  label: 'Dashboard',
  icon: LayoutDashboard,
  permission: 'dashboard.read',
};
const WORK_ORDERS: NavEntry = {
  href: '/work-orders',
  label: 'Work Orders',
  icon: ClipboardList,
  permission: 'workOrders.read',
};
/**
 * Issue 23: supervisors and up triage the portal's requests from here. Technicians may read them
 * (a work order links its request) but have nothing to do in the queue, so they get no entry.
 */
const REQUESTS: NavEntry = {
  href: '/requests',
  label: 'Requests',
  icon: Inbox,
  permission: 'requests.triage',
};
const EQUIPMENT: NavEntry = {
  href: '/equipment',
  label: 'Equipment',
  icon: Wrench,
  permission: 'equipment.read',
};
/** Issue 24: the tree of sites, buildings and lines the equipment stands in. */
const LOCATIONS: NavEntry = {
  href: '/locations',
  label: 'Locations',
  icon: MapPinned,
  permission: 'equipment.read',
};
const INVENTORY: NavEntry = {
  href: '/inventory',
  label: 'Inventory',
  icon: Package,
  permission: 'parts.read',
};
/** Issue 27: orders to vendors; technicians read them and receive the deliveries. */
const PURCHASING: NavEntry = {
  href: '/purchasing',
  label: 'Purchasing',
  icon: ShoppingCart,
  permission: 'purchasing.read',
};
const VENDORS: NavEntry = { href: '/vendors', label: 'Vendors', icon: Truck, permission: 'vendors.read' };
const SETTINGS: NavEntry = { href: '/settings', label: 'Settings', icon: Settings };

/** Issue 25: the plant's checks and inspections, step by step. */
const PROCEDURES: NavEntry = {
  href: '/procedures',
  label: 'Procedures',
  icon: ClipboardCheck,
  permission: 'procedures.read',
};

/** Issue 26: the week's board of technicians and days, with the backlog beside it. */
const PLANNING: NavEntry = {
  href: '/planning',
  label: 'Planning',
  icon: CalendarRange,
  permission: 'planning.manage',
};

const PREVENTIVE: NavEntry = {
  href: '/preventive',
  label: 'Preventive Maintenance',
  icon: CalendarClock,
  permission: 'pm.read',
};

const REPORTS: NavEntry = {
  href: '/reports',
  label: 'Reports',
  icon: FileSpreadsheet,
  permission: 'analytics.read',
};

/** Desktop sidebar (core spec §2), grouped so a long list still scans quickly. */
export const SIDEBAR_SECTIONS: NavSection[] = [
  {
    label: 'Maintenance',
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
    label: 'Insights',
    entries: [
      { href: '/analytics', label: 'Analytics', icon: ChartColumn, permission: 'analytics.read' },
      REPORTS,
    ],
  },
  {
    label: 'System',
    entries: [
      { href: '/admin', label: 'Administration', icon: ShieldCheck, permission: 'admin.read' },
      { href: '/admin/users', label: 'Users', icon: Users, permission: 'users.manage' },
      { href: '/admin/mail', label: 'Mail log', icon: Mail, permission: 'mail.read' },
      { href: '/admin/sso', label: 'Single sign-on', icon: KeyRound, permission: 'integrations.manage' },
      { href: '/admin/api-keys', label: 'API keys', icon: KeySquare, permission: 'integrations.manage' },
      // Bulk data in from a CSV file (issue 28 §4): those who may create equipment and vendors by hand.
      { href: '/import', label: 'Import', icon: FileUp, permission: 'equipment.write' },
      { href: '/admin/performance', label: 'Performance', icon: Gauge, permission: 'admin.read' },
      { href: '/admin/monitoring', label: 'Monitoring', icon: Activity, permission: 'monitoring.read' },
      {
        href: '/system-monitoring',
        label: 'System Monitoring',
        icon: ServerCog,
        permission: 'monitoring.read',
      },
      { href: '/admin/webhooks', label: 'Webhooks', icon: Webhook, permission: 'integrations.manage' },
      // A demo and diagnostic page (sockets, test notifications, uploads), not a tool for the job.
      { href: '/phase1-demo', label: 'Phase 1 Demo', icon: FlaskConical, permission: 'monitoring.read' },
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
  { href: '/admin/users', label: 'Users', icon: Users, permission: 'users.manage' },
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
