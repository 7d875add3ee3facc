import type { WorkRequestStatus } from '@shared/domain';
import type { WorkRequest } from '@shared/schemas/requests';
import type { BadgeVariant } from '@web/components/ui/badge';

export const REQUEST_STATUS_VARIANTS: Readonly<Record<WorkRequestStatus, BadgeVariant>> = {
  received: 'default',
  accepted: 'success',
  merged: 'secondary',
  rejected: 'destructive',
};

/** What the request is about: its asset's tag and description, else where the requester said. */
export function requestSubject(
  request: Pick<WorkRequest, 'equipmentAssetTag' | 'equipmentDescription' | 'location'>,
  /** What to say when neither is given, in the screens' language (useRequestLabels). */
  nothingGiven: string,
): string {
  if (request.equipmentAssetTag)
    return request.equipmentDescription
      ? `${request.equipmentAssetTag} — ${request.equipmentDescription}`
      : request.equipmentAssetTag;
  return request.location ?? nothingGiven;
}
