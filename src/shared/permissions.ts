import type { Role } from './domain';

/**
 * The role → permission matrix (architecture §4). Server route guards and the
 * client's hide/show decisions both read this one table.
 *
 * Roles are cumulative: each role holds everything the one before it holds.
 */
const TECHNICIAN = [
  'dashboard.read',
  'workOrders.read',
  'workOrders.create',
  /** Status, checklist, parts usage, notes, labour and attachments of orders assigned to them. */
  'workOrders.updateAssigned',
  'equipment.read',
  /** Record a meter reading (issue 24): whoever walks past the machine may read it. */
  'meters.record',
  'parts.read',
  'vendors.read',
  'pm.read',
  'attachments.read',
  'attachments.write',
  'search.read',
  /** A copy of the warehouse's working set on their device (ADR 42): only what the reads above show. */
  'sync.read',
  /** The warehouse's work requests from the portal, read-only (issue 23). */
  'requests.read',
  /** The procedure library (issue 25): whoever fills a procedure in may read it. */
  'procedures.read',
  /** Purchase orders (issue 27), read-only: who takes a delivery in needs its lines. */
  'purchasing.read',
  /** Receive deliveries on an ordered purchase order (issue 27 §4). */
  'purchasing.receive',
] as const;

const SUPERVISOR = [
  'workOrders.update',
  'workOrders.assign',
  'equipment.write',
  'parts.write',
  'vendors.write',
  'pm.write',
  /** Write and publish procedures (issue 25). */
  'procedures.write',
  'pmScheduler.run',
  /** Record and correct downtime (issue 12). */
  'downtime.write',
  /** Supervisors plan the work: analytics and reports are theirs too (issue 12 §6). */
  'analytics.read',
  /** Approve, reject or merge work requests from the portal (issue 23). */
  'requests.triage',
  /** Add, rename and retire the close-out codes orders are completed with (issue 25 §8). */
  'closeOutCodes.write',
  /**
   * The planning board (issue 26): schedule and distribute orders, set technicians' working hours
   * and time off, issue and revoke their calendar feeds.
   */
  'planning.manage',
  /**
   * Purchasing (issue 27): the reorder list, drafts, submitting, approving within the role's
   * limit (src/shared/policies/purchasing.ts), ordering, cancelling and reversing receipts.
   */
  'purchasing.write',
] as const;

const MANAGER = [
  'workOrders.delete',
  'equipment.delete',
  'parts.delete',
  'vendors.delete',
  'pm.delete',
  'attachments.delete',
  'pmScheduler.control',
  /** A plant's cost settings and the organization's downtime reasons. */
  'settings.manage',
  'admin.read',
  'monitoring.read',
  'alerts.resolve',
] as const;

const ADMIN = [
  'users.manage',
  'audit.read',
  'debug.read',
  /** Enable, disable and rotate a plant's request portal (issue 23). */
  'portal.manage',
  /** Administration → Mail log. */
  'mail.read',
  /** API keys, webhook endpoints and single sign-on (issue 28): what reaches past the app's own sign-in. */
  'integrations.manage',
] as const;

export type Permission =
  | (typeof TECHNICIAN)[number]
  | (typeof SUPERVISOR)[number]
  | (typeof MANAGER)[number]
  | (typeof ADMIN)[number];

/**
 * What a route requires: a permission, any signed-in user ('authenticated'), or
 * nobody ('public'; sign-in, token refresh, liveness).
 */
export type RouteAccess = Permission | 'authenticated' | 'public';

const technician: readonly Permission[] = TECHNICIAN;
const supervisor: readonly Permission[] = [...technician, ...SUPERVISOR];
const manager: readonly Permission[] = [...supervisor, ...MANAGER];
const admin: readonly Permission[] = [...manager, ...ADMIN];

export const ROLE_PERMISSIONS: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  technician: new Set(technician),
  supervisor: new Set(supervisor),
  manager: new Set(manager),
  admin: new Set(admin),
};

/**
 * What an API key may be given (issue 28 §2). A key acts with its creator's current role narrowed
 * to its scopes, so a scope never grants what the creator's role lacks.
 */
export const API_KEY_SCOPES = [
  'read',
  'work-orders:write',
  'inventory:write',
  'meters:write',
  'admin',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

const everyPermission: readonly Permission[] = admin;

export const SCOPE_PERMISSIONS: Readonly<Record<ApiKeyScope, ReadonlySet<Permission>>> = {
  /** What a technician may read: the plant's records, its search, dashboard and change feed. */
  read: new Set(technician.filter((permission) => permission.endsWith('.read'))),
  /** Raise, edit, assign and complete orders, with their photos and documents. */
  'work-orders:write': new Set<Permission>([
    'workOrders.create',
    'workOrders.update',
    'workOrders.updateAssigned',
    'workOrders.assign',
    'attachments.write',
  ]),
  /** Stock levels and part records, and deliveries received on purchase orders. */
  'inventory:write': new Set<Permission>(['parts.write', 'purchasing.receive']),
  'meters:write': new Set<Permission>(['meters.record']),
  admin: new Set(everyPermission),
};

/** Who holds permissions: a signed-in person (their role), or an API key acting for its creator. */
export interface PermissionHolder {
  role: Role;
  /** Set when an API key calls: its scopes narrow the creator's role. */
  apiKey?: { scopes: readonly ApiKeyScope[] } | null | undefined;
}

/**
 * The one decision on permissions, for route guards and record policies alike: a role holds what
 * the matrix gives it; an API key holds what both its creator's current role and one of its
 * scopes give.
 */
export function can(holder: Role | PermissionHolder, permission: Permission): boolean {
  const role = typeof holder === 'string' ? holder : holder.role;
  if (!ROLE_PERMISSIONS[role].has(permission)) return false;
  const scopes = typeof holder === 'string' ? undefined : holder.apiKey?.scopes;
  return !scopes || scopes.some((scope) => SCOPE_PERMISSIONS[scope].has(permission));
}
