import { can } from '@shared/permissions';
import type { Role } from '@shared/domain';
import { useReceivedRequestCount } from '@web/components/requests/list-requests';
import type { NavCounts } from './navigation';

/** The counts the sidebar and the phone menu show beside their entries, for this role. */
export function useNavCounts(role: Role): NavCounts {
  const received = useReceivedRequestCount(can(role, 'requests.triage'));
  return { '/requests': received.data };
}
