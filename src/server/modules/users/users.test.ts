import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import { buildOrganization, buildTenant, buildUser, buildWarehouse } from '../../test/factories';
import { bearer, login } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  adminAuth = bearer((await login(t.app, tenant.admin.email, tenant.admin.password)).token);
});
afterAll(() => t.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Okafor',
  email: 'Dana.Okafor@Plant.example',
  role: 'technician',
  warehouseIds: [tenant.main.id],
  password: 'starting-password-1',
  ...overrides,
});

describe('users admin', () => {
  it('lists the users of the admin’s warehouses', async () => {
    const response = await t.app.inject({ url: '/api/users', headers: adminAuth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    const emails = response.json().map((u: { email: string }) => u.email);
    expect(emails).toContain(tenant.northTech.email);
    expect(response.json()[0]).not.toHaveProperty('passwordHash');
  });

  it('creates a user who can then sign in; the e-mail is stored lower-case and must be unique', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminAuth,
      payload: newUser(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'dana.okafor@plant.example',
      role: 'technician',
      active: true,
      warehouseIds: [tenant.main.id],
      version: 1,
    });
    const session = await login(t.app, 'dana.okafor@plant.example', 'starting-password-1');
    expect(session.user.warehouseId).toBe(tenant.main.id);

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminAuth,
      payload: newUser(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A user with this email already exists');
  });

  it('validates the form with exact messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminAuth,
      payload: newUser({ email: 'not-an-email', warehouseIds: [], password: 'short', firstName: '' }),
    });
    expect(response.statusCode).toBe(400);
    const messages = response
      .json()
      .details.map((d: { path: string; message: string }) => `${d.path}: ${d.message}`);
    expect(messages).toEqual([
      'firstName: First name is required',
      'email: Invalid email format',
      'warehouseIds: Choose at least one warehouse',
      'password: Password must be at least 10 characters',
    ]);
  });

  it('changes a role with If-Match and refuses a stale version with the current record', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: adminAuth,
        payload: newUser({ email: 'role@x.example' }),
      })
    ).json();
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${created.id}`,
      headers: { ...adminAuth, 'if-match': '1' },
      payload: { role: 'supervisor' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'supervisor', version: 2 });

    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${created.id}`,
      headers: { ...adminAuth, 'if-match': '1' },
      payload: { role: 'manager' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'VERSION_CONFLICT',
      code: 'record.changedMeanwhile',
      message: 'Someone else changed this record. Review the current values and try again.',
    });
    expect(stale.json().current).toMatchObject({ id: created.id, role: 'supervisor', version: 2 });
  });

  it('answers a validation error and a bad If-Match with their codes and the English (ADR 65)', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: adminAuth,
      payload: newUser({ email: 'not-an-email' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'user.emailInvalid',
      message: 'Invalid email format',
      details: [{ path: 'email', code: 'user.emailInvalid', message: 'Invalid email format' }],
    });
    const badVersion = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${tenant.supervisor.id}`,
      headers: { ...adminAuth, 'if-match': 'latest' },
      payload: { role: 'supervisor' },
    });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json()).toEqual({
      error: 'VALIDATION_FAILED',
      code: 'request.ifMatchInvalid',
      message: 'If-Match must carry the record version, e.g. If-Match: 3',
    });
  });

  it('deactivates: the user’s sessions end at once and sign-in is refused', async () => {
    const { technician } = tenant;
    const session = await login(t.app, technician.email, technician.password);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${technician.id}/deactivate`,
      headers: adminAuth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);

    expect((await t.app.inject({ url: '/api/profiles/me', headers: bearer(session.token) })).statusCode).toBe(
      401,
    );
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: technician.email, password: technician.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe('This account has been deactivated. Contact your administrator.');

    const listed = await t.app.inject({ url: '/api/users', headers: adminAuth });
    expect(listed.json().map((u: { id: string }) => u.id)).not.toContain(technician.id);
    const withInactive = await t.app.inject({ url: '/api/users?includeInactive=true', headers: adminAuth });
    expect(withInactive.json().map((u: { id: string }) => u.id)).toContain(technician.id);

    const back = await t.app.inject({
      method: 'POST',
      url: `/api/users/${technician.id}/reactivate`,
      headers: adminAuth,
    });
    expect(back.json().active).toBe(true);
    expect((await login(t.app, technician.email, technician.password)).user.id).toBe(technician.id);
  });

  it('keeps the organization administrable', async () => {
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/users/${tenant.admin.id}/deactivate`,
      headers: adminAuth,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate your own account');
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${tenant.admin.id}`,
      headers: adminAuth,
      payload: { role: 'manager' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The organization needs at least one active admin');
  });

  it('is for admins only', async () => {
    for (const who of [tenant.manager, tenant.supervisor]) {
      const session = await login(t.app, who.email, who.password);
      const response = await t.app.inject({ url: '/api/users', headers: bearer(session.token) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(`Your role (${who.role}) does not allow this action`);
    }
  });

  it('hides users of other warehouses (404) and refuses foreign warehouses on create', async () => {
    const mainAdmin = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id],
      role: 'admin',
    });
    const auth = bearer((await login(t.app, mainAdmin.email, mainAdmin.password)).token);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${tenant.northTech.id}`,
      headers: auth,
      payload: { role: 'supervisor' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('User not found');
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: auth,
      payload: newUser({ email: 'north@x.example', warehouseIds: [tenant.north.id] }),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('You can only assign warehouses you belong to');
  });
});

describe('an admin of one warehouse (issue 9 §3)', () => {
  const OUTSIDE =
    'This person also works in a warehouse you do not administer: ask an admin of all their warehouses';

  it('cannot rename, change the role of, deactivate or take away the other warehouses of someone who also works elsewhere', async () => {
    const northAdmin = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.north.id],
      role: 'admin',
    });
    const both = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.main.id, tenant.north.id],
      role: 'technician',
    });
    const auth = bearer((await login(t.app, northAdmin.email, northAdmin.password)).token);
    const call = (method: 'PATCH' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: auth, payload });

    for (const refused of [
      await call('PATCH', `/api/users/${both.id}`, { role: 'admin' }),
      await call('POST', `/api/users/${both.id}/deactivate`),
      await call('PATCH', `/api/users/${tenant.admin.id}`, { role: 'technician' }),
      await call('POST', `/api/users/${tenant.admin.id}/deactivate`),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(OUTSIDE);
    }
    // Issue 22 §7: the name is the person's in every plant, and a membership left out is refused,
    // not silently kept.
    const renamed = await call('PATCH', `/api/users/${both.id}`, { lastName: 'Renamed' });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().message).toBe(OUTSIDE);
    const narrowed = await call('PATCH', `/api/users/${both.id}`, { warehouseIds: [tenant.north.id] });
    expect(narrowed.statusCode).toBe(403);
    expect(narrowed.json()).toMatchObject({
      code: 'user.leavesOutWarehouse',
      message:
        'warehouseIds leaves out a warehouse of this person’s that you do not administer: keep it in the list (only its admins can take them out of it)',
    });
    const kept = await call('PATCH', `/api/users/${both.id}`, {
      warehouseIds: [tenant.main.id, tenant.north.id],
      lastName: both.lastName,
    });
    expect(kept.statusCode).toBe(200);
    const foreign = await call('PATCH', `/api/users/${tenant.northTech.id}`, {
      warehouseIds: [tenant.north.id, tenant.main.id],
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('You can only assign warehouses you belong to');

    const [stored] = await t.db.select().from(users).where(eq(users.id, both.id));
    expect(stored).toMatchObject({ role: 'technician', active: true, lastName: both.lastName });
    const [listed] = (await t.app.inject({ url: '/api/users', headers: adminAuth }))
      .json<{ id: string; warehouseIds: string[] }[]>()
      .filter((u) => u.id === both.id);
    expect(listed?.warehouseIds.sort()).toEqual([tenant.main.id, tenant.north.id].sort());
    const [orgAdmin] = await t.db.select().from(users).where(eq(users.id, tenant.admin.id));
    expect(orgAdmin).toMatchObject({ role: 'admin', active: true });
  });

  it('manages the people who work only in their warehouses', async () => {
    const northAdmin = await buildUser(t.db, {
      organizationId: tenant.org.id,
      warehouseIds: [tenant.north.id],
      role: 'admin',
    });
    const auth = bearer((await login(t.app, northAdmin.email, northAdmin.password)).token);
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${tenant.northTech.id}`,
      headers: auth,
      payload: { role: 'supervisor' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('supervisor');
  });

  it('never leaves the organization without an active admin, also when two admins demote each other', async () => {
    const org = await buildOrganization(t.db);
    const plant = await buildWarehouse(t.db, org.id);
    const [a, b] = await Promise.all(
      [0, 1].map(() => buildUser(t.db, { organizationId: org.id, warehouseIds: [plant.id], role: 'admin' })),
    );
    const authOf = async (u: typeof a) => bearer((await login(t.app, u!.email, u!.password)).token);
    const [authA, authB] = [await authOf(a), await authOf(b)];
    const answers = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${b!.id}`,
        headers: authA,
        payload: { role: 'manager' },
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${a!.id}`,
        headers: authB,
        payload: { role: 'manager' },
      }),
    ]);
    // The second is refused either way: 409 when it was checked as an admin (the last one stays),
    // 403 when its author's demotion had already taken effect on its session.
    const [accepted, refused] = answers.map((r) => r.statusCode).sort();
    expect(accepted).toBe(200);
    expect([403, 409]).toContain(refused);
    const admins = await t.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org.id), eq(users.role, 'admin')));
    expect(admins).toHaveLength(1);
  });
});

describe('profiles', () => {
  it('updates my own name', async () => {
    const { supervisor } = tenant;
    const auth = bearer((await login(t.app, supervisor.email, supervisor.password)).token);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: auth,
      payload: { firstName: 'Samira', lastName: 'Haddad' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Samira', lastName: 'Haddad', role: 'supervisor' });
  });

  it('shows a colleague of the current warehouse and answers 404 across warehouses', async () => {
    const { technician, supervisor, northTech } = tenant;
    const auth = bearer((await login(t.app, technician.email, technician.password)).token);
    const colleague = await t.app.inject({ url: `/api/profiles/${supervisor.id}`, headers: auth });
    expect(colleague.statusCode).toBe(200);
    expect(Object.keys(colleague.json()).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'role']);
    const other = await t.app.inject({ url: `/api/profiles/${northTech.id}`, headers: auth });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      error: 'NOT_FOUND',
      code: 'record.notFound',
      params: { record: 'profile' },
      message: 'Profile not found',
    });
  });

  it('keeps my language: none until chosen, one of the five, audited once per change', async () => {
    const { technician } = tenant;
    const auth = bearer((await login(t.app, technician.email, technician.password)).token);
    expect((await t.app.inject({ url: '/api/profiles/me', headers: auth })).json().locale).toBeNull();
    const choose = (locale: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/profiles/me/language', headers: auth, payload: { locale } });

    const chosen = await choose('pt-BR');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: technician.id, locale: 'pt-BR' });
    expect((await choose('pt-BR')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profiles/me', headers: auth })).json().locale).toBe('pt-BR');
    const audits = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, technician.id), eq(auditLog.action, 'updated')));
    expect(audits.map((audit) => audit.changes)).toEqual([{ locale: { from: null, to: 'pt-BR' } }]);

    const unknown = await choose('it');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Language must be one of: en, de, es, fr, pt-BR');
  });

  it('lists my warehouses', async () => {
    const auth = bearer((await login(t.app, tenant.northTech.email, tenant.northTech.password)).token);
    const response = await t.app.inject({ url: '/api/warehouses', headers: auth });
    expect(response.json().map((w: { name: string }) => w.name)).toEqual(['North Plant']);
  });
});
