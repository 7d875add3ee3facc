import type { MyProfile, PublicProfile, UpdateProfile, Warehouse } from '../../../shared/schemas/profiles';
import type { Locale } from '../../../shared/locales';
import type { CreateUser, ListUsersQuery, UpdateUser, User } from '../../../shared/schemas/users';
import type { Role } from '../../../shared/domain';
import { coversOrganization, type OrganizationActor } from '../../../shared/policies/shared-settings';
import * as policy from '../../../shared/policies/users';
import type { Database, Executor } from '../../db/client';
import { AppError, enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { AuthService } from '../auth/auth.service';
import * as repo from './users.repository';
import { phrase } from '../../../shared/i18n/error-texts';

export interface UsersServiceDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  auth: AuthService;
}

/** What the audit log keeps of a person: who they are and what they may do, never secrets. */
const auditedUser = (u: User) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  active: u.active,
  warehouseIds: u.warehouseIds,
});

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
  async function load(actor: AuthContext, id: string, tx: Executor = db): Promise<repo.UserRecord> {
    const user = await repo.findUserInWarehouses(tx, id, actor.organizationId, actor.warehouseIds);
    if (!user) throw notFound('User');
    return user;
  }

  const userEvent = (actor: AuthContext, action: string, user: User) =>
    mutationEvent(actor, { topic: 'users', type: 'user', action, id: user.id, data: user }, clock.now());

  async function list(actor: AuthContext, query: ListUsersQuery): Promise<User[]> {
    const rows = await repo.listUsersInWarehouses(db, actor.organizationId, actor.warehouseIds, query);
    return rows.map(toUserDto);
  }

  /**
   * Everyone this person sees in the users list, active or not (includeInactive): the audit log
   * shows an admin the account rows of exactly these people.
   */
  async function visiblePeopleIds(actor: AuthContext): Promise<string[]> {
    return repo.userIdsInWarehouses(db, actor.organizationId, actor.warehouseIds);
  }

  /** The person as the shared-settings policies see them: their role, and whether they work in every plant. */
  async function organizationActor(actor: AuthContext, tx: Executor = db): Promise<OrganizationActor> {
    const all = await repo.organizationWarehouseIds(tx, actor.organizationId);
    return {
      role: actor.role,
      apiKey: actor.apiKey,
      organizationWide: coversOrganization(actor.warehouseIds, all),
    };
  }

  async function create(actor: AuthContext, input: CreateUser): Promise<User> {
    const warehouseIds = [...new Set(input.warehouseIds)];
    enforce(policy.assignWarehouses(actor, warehouseIds));
    if (await repo.emailTaken(db, input.email)) {
      throw new AppError('CONFLICT', phrase('user.emailTaken'), {
        details: [{ path: 'email', ...phrase('user.emailTaken') }],
      });
    }
    const passwordHash = await auth.hashPassword(input.password);
    return inTransaction(db, events, async (tx, outbox) => {
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
      const user = toUserDto(await load(actor, userId, tx));
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: userId,
        action: 'created',
        changes: { after: auditedUser(user) },
      });
      outbox.push(userEvent(actor, 'created', user));
      return user;
    });
  }

  /**
   * Names, role and memberships. Memberships change only in the admin's own warehouses; a new
   * name or role needs an admin of every warehouse the person works in (shared/policies/users.ts).
   */
  async function update(actor: AuthContext, id: string, input: UpdateUser, expected?: number): Promise<User> {
    return inTransaction(db, events, async (tx, outbox) => {
      const before = await load(actor, id, tx);
      if (input.role !== undefined) {
        const admins = await repo.lockActiveAdmins(tx, actor.organizationId);
        enforce(policy.changeRole(actor, before, input.role, admins));
      }
      enforce(policy.renameUser(actor, before, input));
      const warehouseIds = input.warehouseIds && [...new Set(input.warehouseIds)];
      if (warehouseIds) enforce(policy.setMemberships(actor, before, warehouseIds));
      const changes = {
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(warehouseIds && !warehouseIds.includes(before.defaultWarehouseId ?? '')
          ? { defaultWarehouseId: warehouseIds[0] }
          : {}),
      };
      if (!(await repo.updateUserRow(tx, id, changes, expected))) throw versionConflict(toUserDto(before));
      if (warehouseIds) await repo.replaceUserWarehouses(tx, id, warehouseIds);
      const user = toUserDto(await load(actor, id, tx));
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: id,
        action: 'updated',
        changes: diffFields(auditedUser(toUserDto(before)), auditedUser(user)),
      });
      outbox.push(userEvent(actor, 'updated', user));
      return user;
    });
  }

  /** Deactivated users cannot sign in, and every session they hold ends now. */
  async function setActive(
    actor: AuthContext,
    id: string,
    active: boolean,
    expected?: number,
  ): Promise<User> {
    return inTransaction(db, events, async (tx, outbox) => {
      const before = await load(actor, id, tx);
      const admins = await repo.lockActiveAdmins(tx, actor.organizationId);
      enforce(policy.setActive(actor, before, active, admins));
      if (before.active !== active) {
        const changes = { active, deactivatedAt: active ? null : clock.now() };
        if (!(await repo.updateUserRow(tx, id, changes, expected))) throw versionConflict(toUserDto(before));
        if (!active) await auth.endUserSessions(id, 'deactivated', tx);
      }
      const user = toUserDto(await load(actor, id, tx));
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: id,
        action: active ? 'reactivated' : 'deactivated',
        changes: diffFields({ active: before.active }, { active: user.active }),
      });
      outbox.push(userEvent(actor, 'updated', user));
      return user;
    });
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
      organizationWide: (await organizationActor(actor)).organizationWide,
      locale: me.locale,
    };
  }

  async function updateMe(actor: AuthContext, input: UpdateProfile): Promise<MyProfile> {
    await inTransaction(db, events, async (tx, outbox) => {
      const before = await load(actor, actor.userId, tx);
      await repo.updateUserRow(tx, actor.userId, input, undefined);
      const user = toUserDto(await load(actor, actor.userId, tx));
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: actor.userId,
        action: 'updated',
        changes: diffFields(auditedUser(toUserDto(before)), auditedUser(user)),
      });
      outbox.push(userEvent(actor, 'updated', user));
    });
    return getMe(actor);
  }

  /** The language their screens, notifications and mails speak (issue 29 §2). */
  async function setLanguage(actor: AuthContext, locale: Locale): Promise<MyProfile> {
    await inTransaction(db, events, async (tx, outbox) => {
      const before = await load(actor, actor.userId, tx);
      if (before.locale === locale) return;
      await repo.updateUserRow(tx, actor.userId, { locale }, undefined);
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: actor.userId,
        action: 'updated',
        changes: diffFields({ locale: before.locale }, { locale }),
      });
      outbox.push(userEvent(actor, 'updated', toUserDto(await load(actor, actor.userId, tx))));
    });
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

  /** The person if active in the warehouse (assignment checks of other modules, inside their transaction). */
  async function findActiveInWarehouse(
    organizationId: string,
    warehouseId: string,
    id: string,
    tx: Executor = db,
  ) {
    const user = await repo.findUserInWarehouses(tx, id, organizationId, [warehouseId]);
    return user?.active ? user : undefined;
  }

  return {
    list,
    visiblePeopleIds,
    organizationActor,
    create,
    update,
    setActive,
    getMe,
    updateMe,
    setLanguage,
    getProfile,
    listMyWarehouses,
    listProfiles,
    findActiveInWarehouse,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
