import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { EventBus } from './realtime/event-bus';
import { createAuthService } from './modules/auth/auth.service';
import type { TokenSigner } from './modules/auth/tokens';
import { createEquipmentService } from './modules/equipment/equipment.service';
import { createHealthService } from './modules/health/health.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createUsersService } from './modules/users/users.service';

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  signer: TokenSigner;
}

/** Every module's service, wired once; modules reach each other only through these. */
export function createServices(deps: ServiceDeps) {
  const auth = createAuthService(deps);
  const users = createUsersService({ ...deps, auth });
  const notifications = createNotificationsService(deps);
  const health = createHealthService(deps);
  const equipment = createEquipmentService(deps);
  return { auth, users, notifications, health, equipment };
}

export type Services = ReturnType<typeof createServices>;
