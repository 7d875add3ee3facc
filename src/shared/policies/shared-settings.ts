import { said } from '../i18n/error-texts/settings';
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
  if (!can(actor, 'settings.manage')) return refuse(said('settings.onlyManagersDowntimeReasons'));
  return actor.organizationWide ? allow : refuse(said('settings.downtimeReasonsShared'));
}

/**
 * Add, rename, reorder, retire or restore a close-out code (issue 25 §8, ADR 56). Supervisors
 * judge what failed and why, so the list is theirs as much as the managers'; it is shared by
 * every plant, so like the downtime reasons it takes someone who works in all of them.
 */
export function changeCloseOutCodes(actor: OrganizationActor): Decision {
  if (!can(actor, 'closeOutCodes.write')) return refuse(said('settings.onlySupervisorsCloseOutCodes'));
  return actor.organizationWide ? allow : refuse(said('settings.closeOutCodesShared'));
}

/** Resolve a monitoring alert. */
export function resolveAlert(actor: OrganizationActor): Decision {
  if (!can(actor, 'alerts.resolve')) return refuse(said('settings.onlyManagersResolveAlerts'));
  return actor.organizationWide ? allow : refuse(said('settings.alertsShared'));
}
