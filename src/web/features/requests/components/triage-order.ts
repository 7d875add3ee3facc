import type { WorkRequest } from '@shared/schemas/requests';

/**
 * The order of the triage list (issue 23): new requests first, among them those stopping work,
 * then the newest. The server pages by creation time; this orders what has been loaded, so a
 * request stopping work comes first even when a page loaded later brings it.
 */
export function triageOrder(requests: readonly WorkRequest[]): WorkRequest[] {
  const rank = (request: WorkRequest) => (request.status === 'received' ? (request.stoppingWork ? 0 : 1) : 2);
  return [...requests].sort((a, b) => rank(a) - rank(b) || Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
