import { can, type PermissionHolder } from '../permissions';
import { allow, refuse, type Decision } from './decision';

/**
 * Who changes what every plant of an organization shares (issue 22 §7, ADR 45): the
 * organization's downtime reasons and close-out codes and the installation's monitoring alerts
 * belong to no one plant, so changing them takes someone who works in all of them. People
 * shared by plants follow the users policy (users.ts).
 */
export interface OrganizationActor extends PermissionHolder {
  /** Works in every warehouse of their organization (coversOrganization). */
  organizationWide: boolean;
}

/** Whether a person of these warehouses works in every one of the organization's. */
export const coversOrganization = (
  warehouseIds: readonly string[],
  organizationWarehouseIds: readonly string[],
): boolean => organizationWarehouseIds.every((id) => warehouseIds.includes(id));

/** Add, rename, reorder, retire or restore a downtime reason. */
export function changeDowntimeReasons(actor: OrganizationActor): Decision {
  if (!can(actor, 'settings.manage')) return refuse('Only managers and admins can change downtime reasons');
  return actor.organizationWide
    ? allow
    : refuse(
        'Downtime reasons are shared by every plant of your organization: only a manager or admin of all its plants can change them',
      );
}

/**
 * Add, rename, reorder, retire or restore a close-out code (issue 25 §8, ADR 56). Supervisors
 * judge what failed and why, so the list is theirs as much as the managers'; it is shared by
 * every plant, so like the downtime reasons it takes someone who works in all of them.
 */
export function changeCloseOutCodes(actor: OrganizationActor): Decision {
  if (!can(actor, 'closeOutCodes.write'))
    return refuse('Only supervisors, managers and admins can change close-out codes');
  return actor.organizationWide
    ? allow
    : refuse(
        'Close-out codes are shared by every plant of your organization: only someone who works in all its plants can change them',
      );
}

/** Resolve a monitoring alert. */
export function resolveAlert(actor: OrganizationActor): Decision {
  if (!can(actor, 'alerts.resolve')) return refuse('Only managers and admins can resolve alerts');
  return actor.organizationWide
    ? allow
    : refuse(
        'Monitoring alerts are about the whole installation, which every plant shares: only a manager or admin of all its plants can resolve them',
      );
}
