import type { Role } from '../../../shared/domain';
import type { ApiKeyScope } from '../../../shared/permissions';

/** The API key a request authenticated with (issue 28 §2): it acts for its creator, narrowed to its scopes. */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** Who is calling, resolved from a verified access token on every request. */
export interface AuthContext {
  /** The person, or for an API key its creator (whose current role and state bound the key). */
  userId: string;
  /** For an API key, the key's id: a key has no session. */
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organizationId: string;
  /** The warehouse this request works in (x-warehouse-id, else the user's default). */
  warehouseId: string;
  warehouseIds: string[];
  /** Set when an API key calls instead of a signed-in person. */
  apiKey?: ApiKeyPrincipal;
}
