import type { MyProfile, PublicProfile, UpdateProfile, Warehouse } from '../../../shared/schemas/profiles';
import type { CreateUser, ListUsersQuery, UpdateUser, User } from '../../../shared/schemas/users';
import type { Role } from '../../../shared/domain';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import type { EventBus } from '../../realtime/event-bus';
import { mutationEvent } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { AuthService } from '../auth/auth.service';
import * as repo from './users.repository';

export interface UsersServiceDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  auth: AuthService;
}

export function toUserDto(u: repo.UserRecord): User {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    active: u.active,
    mfaEnabled: u.mfaEnabled,
    warehouseIds: u.warehouseIds,
    lastLoginAt: toIsoOrNull(u.lastLoginAt),
    createdAt: toIso(u.createdAt),
    version: u.version,
  };
}

export function createUsersService({ db, clock, events, auth }: UsersServiceDeps) {
  async function load(actor: AuthContext, id: string): Promise<repo.UserRecord> {
    const user = await repo.findUserInWarehouses(db, id, actor.organizationId, actor.warehouseIds);
    if (!user) throw notFound('User');
    return user;
  }

  function assertWarehousesAllowed(actor: AuthContext, warehouseIds: string[]) {
    const foreign = warehouseIds.filter((id) => !actor.warehouseIds.includes(id));
    if (foreign.length > 0) {
      throw new AppError('FORBIDDEN', 'You can only assign warehouses you belong to', {
        details: [{ path: 'warehouseIds', message: 'Unknown warehouse' }],
      });
    }
  }

  function publish(actor: AuthContext, action: string, user: User) {
    events.publish(
      mutationEvent(actor, { topic: 'users', type: 'user', action, id: user.id, data: user }, clock.now()),
    );
  }

  async function list(actor: AuthContext, query: ListUsersQuery): Promise<User[]> {
    const rows = await repo.listUsersInWarehouses(db, actor.organizationId, actor.warehouseIds, query);
    return rows.map(toUserDto);
  }

  async function create(actor: AuthContext, input: CreateUser): Promise<User> {
    const warehouseIds = [...new Set(input.warehouseIds)];
    assertWarehousesAllowed(actor, warehouseIds);
    if (await repo.emailTaken(db, input.email)) {
      throw new AppError('CONFLICT', 'A user with this email already exists', {
        details: [{ path: 'email', message: 'A user with this email already exists' }],
      });
    }
    const passwordHash = await auth.hashPassword(input.password);
    const id = await db.transaction(async (tx) => {
      const userId = await repo.insertUser(tx, {
        organizationId: actor.organizationId,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        defaultWarehouseId: warehouseIds[0],
      });
      await repo.replaceUserWarehouses(tx, userId, warehouseIds);
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: userId,
        action: 'created',
        changes: { email: input.email, role: input.role, warehouseIds },
      });
      return userId;
    });
    const user = toUserDto(await load(actor, id));
    publish(actor, 'created', user);
    return user;
  }

  async function update(actor: AuthContext, id: string, input: UpdateUser, expected?: number): Promise<User> {
    const before = await load(actor, id);
    if (input.warehouseIds) assertWarehousesAllowed(actor, input.warehouseIds);
    if (input.role && input.role !== 'admin' && before.role === 'admin' && before.active) {
      if ((await repo.countActiveAdmins(db, actor.organizationId)) <= 1) {
        throw new AppError('CONFLICT', 'The organization needs at least one active admin');
      }
    }
    const warehouseIds = input.warehouseIds ? [...new Set(input.warehouseIds)] : undefined;
    await db.transaction(async (tx) => {
      const changes = {
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(warehouseIds ? { defaultWarehouseId: warehouseIds[0] } : {}),
      };
      if (!(await repo.updateUserRow(tx, id, changes, expected))) throw versionConflict(toUserDto(before));
      if (warehouseIds) await repo.replaceUserWarehouses(tx, id, warehouseIds);
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: id,
        action: 'updated',
        changes: diffFields(before, { ...changes, ...(warehouseIds ? { warehouseIds } : {}) }),
      });
    });
    const user = toUserDto(await load(actor, id));
    publish(actor, 'updated', user);
    return user;
  }

  /** Deactivated users cannot sign in, and every session they hold ends now. */
  async function setActive(
    actor: AuthContext,
    id: string,
    active: boolean,
    expected?: number,
  ): Promise<User> {
    const before = await load(actor, id);
    if (!active && id === actor.userId)
      throw new AppError('CONFLICT', 'You cannot deactivate your own account');
    if (
      !active &&
      before.role === 'admin' &&
      before.active &&
      (await repo.countActiveAdmins(db, actor.organizationId)) <= 1
    ) {
      throw new AppError('CONFLICT', 'The organization needs at least one active admin');
    }
    if (before.active !== active) {
      await db.transaction(async (tx) => {
        const changes = { active, deactivatedAt: active ? null : clock.now() };
        if (!(await repo.updateUserRow(tx, id, changes, expected))) throw versionConflict(toUserDto(before));
        if (!active) await auth.endUserSessions(id, 'deactivated', tx);
        await recordAudit(tx, actor, {
          entityType: 'user',
          entityId: id,
          action: active ? 'reactivated' : 'deactivated',
        });
      });
    }
    const user = toUserDto(await load(actor, id));
    publish(actor, 'updated', user);
    return user;
  }

  async function listMyWarehouses(actor: AuthContext): Promise<Warehouse[]> {
    return repo.findWarehouses(db, actor.organizationId, actor.warehouseIds);
  }

  async function getMe(actor: AuthContext): Promise<MyProfile> {
    const me = await load(actor, actor.userId);
    return {
      id: me.id,
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      role: me.role,
      warehouseId: actor.warehouseId,
      organizationId: me.organizationId,
      active: me.active,
      mfaEnabled: me.mfaEnabled,
      warehouses: await listMyWarehouses(actor),
    };
  }

  async function updateMe(actor: AuthContext, input: UpdateProfile): Promise<MyProfile> {
    const before = await load(actor, actor.userId);
    await db.transaction(async (tx) => {
      await repo.updateUserRow(tx, actor.userId, input, undefined);
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: actor.userId,
        action: 'updated',
        changes: diffFields(before, input),
      });
    });
    publish(actor, 'updated', toUserDto(await load(actor, actor.userId)));
    return getMe(actor);
  }

  /** A colleague's name card: only people who work in the caller's current warehouse. */
  async function getProfile(actor: AuthContext, id: string): Promise<PublicProfile> {
    const user = await repo.findUserInWarehouses(db, id, actor.organizationId, [actor.warehouseId]);
    if (!user) throw notFound('Profile');
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
    };
  }

  /** Active colleagues of the caller's current warehouse (the assignee select). */
  async function listProfiles(actor: AuthContext, role?: Role): Promise<PublicProfile[]> {
    const rows = await repo.listUsersInWarehouses(db, actor.organizationId, [actor.warehouseId], {});
    return rows
      .filter((u) => !role || u.role === role)
      .map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, role: u.role }));
  }

  /** The person if active in the warehouse (assignment checks of other modules). */
  async function findActiveInWarehouse(organizationId: string, warehouseId: string, id: string) {
    const user = await repo.findUserInWarehouses(db, id, organizationId, [warehouseId]);
    return user?.active ? user : undefined;
  }

  return {
    list,
    create,
    update,
    setActive,
    getMe,
    updateMe,
    getProfile,
    listMyWarehouses,
    listProfiles,
    findActiveInWarehouse,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
