import { randomBytes } from 'node:crypto';
import type { Role } from '../../../shared/domain';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import * as repo from './users.repository';
import { toUserDto } from './users.service';

export interface SignOnAccountsDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  auth: AuthService;
}

/** A person single sign-on creates on their first sign-in (just-in-time). */
export interface ProvisionedPerson {
  organizationId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  warehouseId: string;
}

/**
 * What single sign-on needs of the users module: find a person by e-mail, check an admin or a
 * warehouse of the organization, and create a person on their first sign-in.
 */
export function createSignOnAccounts({ db, clock, events, auth }: SignOnAccountsDeps) {
  const findByEmail = (organizationId: string, email: string) =>
    repo.findUserByEmailInOrganization(db, organizationId, email);

  async function isActiveAdmin(organizationId: string, userId: string, tx: Executor = db): Promise<boolean> {
    const user = await repo.findUserInOrganization(tx, organizationId, userId);
    return user?.role === 'admin' && user.active;
  }

  async function isOrganizationWarehouse(organizationId: string, warehouseId: string, tx: Executor = db) {
    return (await repo.organizationWarehouseIds(tx, organizationId)).includes(warehouseId);
  }

  /**
   * Creates the person with a random password nobody knows (they sign in through the provider;
   * an admin may still set one). The audit row names the person themselves, created by sign-on.
   */
  async function provision(person: ProvisionedPerson) {
    const passwordHash = await auth.hashPassword(randomBytes(32).toString('base64url'));
    return inTransaction(db, events, async (tx, outbox) => {
      const userId = await repo.insertUser(tx, {
        organizationId: person.organizationId,
        email: person.email,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        role: person.role,
        defaultWarehouseId: person.warehouseId,
      });
      await repo.replaceUserWarehouses(tx, userId, [person.warehouseId]);
      const record = await repo.findUserInOrganization(tx, person.organizationId, userId);
      if (!record) throw new Error('The provisioned user was not found');
      const user = toUserDto(record);
      const actor = { userId, organizationId: person.organizationId, warehouseId: person.warehouseId };
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: userId,
        action: 'created',
        changes: {
          after: { firstName: user.firstName, lastName: user.lastName, role: user.role, active: true },
          via: 'single_sign_on',
        },
      });
      outbox.push(
        mutationEvent(
          actor,
          { topic: 'users', type: 'user', action: 'created', id: userId, data: user },
          clock.now(),
        ),
      );
      return record;
    });
  }

  return { findByEmail, isActiveAdmin, isOrganizationWarehouse, provision };
}

export type SignOnAccounts = ReturnType<typeof createSignOnAccounts>;
