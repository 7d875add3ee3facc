import type { RouteAccess } from '../../shared/permissions';
import type { AuthContext } from '../modules/auth/auth.context';
import type { RouteSummary } from '../app';
import type { OutboxRelay } from '../realtime/outbox-relay';
import type { Services } from '../services';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route requires; a route without one is refused (fail closed) and fails the route-table test. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    services: Services;
    routeTable: RouteSummary[];
    /** Publishes outbox events left undispatched (tests call drain() to run it now). */
    outboxRelay: OutboxRelay;
  }
}
