import type { Role } from '../../../shared/domain';

/** Who is calling, resolved from a verified access token on every request. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organizationId: string;
  /** The warehouse this request works in (x-warehouse-id, else the user's default). */
  warehouseId: string;
  warehouseIds: string[];
}
