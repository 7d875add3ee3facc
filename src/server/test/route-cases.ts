import * as attachmentPolicy from '../../shared/policies/attachments';
import * as capacityPolicy from '../../shared/policies/capacity';
import { allow, refuse, type Decision } from '../../shared/policies/decision';
import * as planningPolicy from '../../shared/policies/planning';
import * as sharedSettings from '../../shared/policies/shared-settings';
import * as userPolicy from '../../shared/policies/users';
import * as workOrderPolicy from '../../shared/policies/work-orders';
import { eq } from 'drizzle-orm';
import {
  alerts,
  meterReadings,
  meters,
  requestPortals,
  vendors,
  webhookDeliveries,
  webhookEndpoints,
  workRequests,
} from '../db/schema';
import { generateTotp } from '../modules/auth/totp';
import { createDeviceKeys } from '../modules/push/fake-push-service';
import { blankPng } from './blank-png';
import { beltCheck } from './factories';
import { bearer } from './http';
import { IMPORT_KINDS, type ImportKind } from '../../shared/schemas/imports';
import { csvForm, dryRun, oneRowFile } from '../modules/integrations/imports/import-files.test-helper';
import { multipart } from './multipart';
import type { Principal, World } from './route-world';

/** One call of a route: what goes in the URL, the body and the headers. */
export interface RouteCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body (uploads) instead of JSON. */
  form?: ReturnType<typeof multipart>;
  /** The client's address, for routes limited per address (the request portal). */
  remoteAddress?: string;
  /** Further request headers: the cookie single sign-on's hand-off reads. */
  headers?: Record<string, string>;
}

/**
 * How to call a route well, and what may refuse it beyond its permission. The suites that walk
 * the route table (authorization matrix, "every mutation audited") need one for every route.
 */
export interface RouteCase {
  /** A valid call for this person, with fresh records of Main for a write. */
  call(world: World, who: Principal): Promise<RouteCall>;
  /** The call names records of Main, so the other warehouse's people must get 404 (default). */
  namesMainRecords: boolean;
  /** What the other warehouse's people get instead of 404 (a foreign id in a body: 403). */
  otherWarehouse?: number;
  /** The record-level rule (src/shared/policies) that may refuse this person. */
  policy?(world: World, who: Principal): Decision;
  /** Acts as a new person of the same role and warehouse: the call ends or changes their session. */
  freshActor?: boolean;
  /** Public routes: anyone may call them. */
  isPublic?: boolean;
  /** It answers with a redirect (single sign-on's browser steps): a 3xx is its success. */
  redirects?: boolean;
}

let serial = 0;
const unique = () => String(200_000 + (serial += 1));
const device = createDeviceKeys();
const pushEndpoint = () => `https://fcm.googleapis.com/fcm/send/route-case-${unique()}`;

const reads = (call: RouteCase['call'], namesMainRecords = false): RouteCase => ({ call, namesMainRecords });
const ofMain = (call: RouteCase['call'], extra: Partial<RouteCase> = {}): RouteCase => ({
  call,
  namesMainRecords: true,
  ...extra,
});
const own = (call: RouteCase['call'], extra: Partial<RouteCase> = {}): RouteCase => ({
  call,
  namesMainRecords: false,
  ...extra,
});
const actor = (who: Principal) => ({
  userId: who.userId ?? '',
  role: who.role ?? 'technician',
  apiKey: who.apiKey,
});
/** A key never manages keys, whatever its scopes (issue 28 §2). */
const keysRefused = (_w: World, who: Principal): Decision =>
  who.apiKey ? refuse('API keys are managed by a signed-in admin, not by another key') : allow;
/** The person as the shared-settings policies see them: do they work in both of the world's plants? */
const organizationActor = (w: World, who: Principal) => ({
  role: who.role ?? 'technician',
  apiKey: who.apiKey,
  organizationWide: sharedSettings.coversOrganization(who.warehouseIds, [w.main.id, w.north.id]),
});
const byTechnician = (w: World) => ({ recordedBy: w.technicianId });
const withToken = (who: Principal) => bearer(who.token ?? '');
/** Main's plant day (it is on UTC) today, or `days` later. */
const today = (w: World, days = 0) =>
  new Date(w.t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A fresh open alert; without a metric, so the engine's one-open-per-metric rule lets any number be open. */
async function openAlert(w: World): Promise<string> {
  const [alert] = await w.db
    .insert(alerts)
    .values({ type: 'warning', title: 'Route check', message: `Route check ${unique()}` })
    .returning();
  return alert!.id;
}

/** A fresh webhook endpoint of the organization with two deliveries in its log (nothing is sent). */
async function webhookEndpoint(w: World) {
  const [endpoint] = await w.db
    .insert(webhookEndpoints)
    .values({
      organizationId: w.org.id,
      url: `https://hooks.example.com/route-case-${unique()}`,
      eventTypes: ['*'],
      secret: 'whsec_cm91dGUtY2FzZQ==',
    })
    .returning();
  const deliveries = await w.db
    .insert(webhookDeliveries)
    .values(
      [1, 2].map((eventId) => ({
        endpointId: endpoint!.id,
        organizationId: w.org.id,
        eventId,
        eventType: 'work_order.created',
        payload: '{}',
        state: 'delivered',
      })),
    )
    .returning();
  return { id: endpoint!.id, deliveryId: deliveries[0]!.id };
}

/**
 * A new authenticator secret for this person (none for nobody or an API key: the call is refused
 * before it counts).
 */
async function mfaSetup(w: World, who: Principal): Promise<string> {
  if (!who.token || who.apiKey) return 'JBSWY3DPEHPK3PXP';
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/auth/mfa/setup',
    headers: withToken(who),
    payload: { type: 'totp' },
  });
  return response.json<{ setup: { secret: string } }>().setup.secret;
}

/** Main's request portal, enabled, made on first need (a rotation in between changes its key). */
async function mainPortalKey(w: World, enabled = true): Promise<string> {
  await w.db
    .insert(requestPortals)
    .values({ ...w.scope, portalKey: `routeCasePortal${unique()}0000000` })
    .onConflictDoNothing({ target: requestPortals.warehouseId });
  const [row] = await w.db
    .update(requestPortals)
    .set({ enabled })
    .where(eq(requestPortals.warehouseId, w.main.id))
    .returning();
  return row!.portalKey;
}

/** A fresh request of Main waiting for triage. */
async function workRequest(w: World) {
  const n = unique();
  const [row] = await w.db
    .insert(workRequests)
    .values({
      ...w.scope,
      number: `R-2026-${n}`,
      trackingCode: `routeCaseTracking${n}`,
      description: 'The fan is rattling loudly',
    })
    .returning();
  return row!;
}

/** A fresh counter of a fresh equipment of Main, with two readings (lists page through them). */
async function meter(w: World) {
  const machine = await w.make.equipment();
  const [row] = await w.db
    .insert(meters)
    .values({ ...w.scope, equipmentId: machine.id, name: 'Running hours', unit: 'h', kind: 'counter' })
    .returning();
  const day = 86_400_000;
  const now = w.t.clock.now().getTime();
  await w.db.insert(meterReadings).values(
    [100, 124].map((value, i) => ({
      ...w.scope,
      meterId: row!.id,
      value,
      total: value,
      readAt: new Date(now - (2 - i) * day),
    })),
  );
  await w.db
    .insert(meters)
    .values({ ...w.scope, equipmentId: machine.id, name: 'Oil temperature', unit: '°C', kind: 'gauge' });
  return row!;
}

/** A one-row file of the kind that imports in Main: a reading needs a meter of Main to go on. */
async function mainImportFile(w: World, kind: ImportKind): Promise<string> {
  if (kind !== 'meter-readings') return oneRowFile(kind, unique());
  const machine = await w.make.equipment();
  await w.db
    .insert(meters)
    .values({ ...w.scope, equipmentId: machine.id, name: 'Oil temperature', unit: '°C', kind: 'gauge' });
  const readAt = new Date(w.t.clock.now().getTime() - 3_600_000).toISOString();
  return `Asset Tag,Meter,Reading,Read At\r\n${machine.assetTag},Oil temperature,61.5,${readAt}\r\n`;
}

/** A fresh dry run of Main, made by Main's admin, ready to commit. */
async function mainImport(w: World, kind: ImportKind): Promise<string> {
  const made = await dryRun(
    w.t.app,
    bearer(w.principal('admin').token ?? '', w.main.id),
    kind,
    await mainImportFile(w, kind),
  );
  return made.preview.id;
}

/** CSV import (issue 28 §4): the same four routes for every kind, each under the kind's write permission. */
const importCases: Record<string, RouteCase> = Object.fromEntries(
  IMPORT_KINDS.flatMap((kind) => [
    [`POST /api/imports/${kind}`, own(async () => ({ form: csvForm(oneRowFile(kind, unique())) }))],
    [`GET /api/imports/${kind}/:id`, ofMain(async (w) => ({ params: { id: await mainImport(w, kind) } }))],
    [
      `POST /api/imports/${kind}/:id/commit`,
      ofMain(async (w) => ({ params: { id: await mainImport(w, kind) } })),
    ],
    [`GET /api/imports/templates/${kind}.csv`, reads(async () => ({}))],
  ]),
);

export const ROUTE_CASES: Record<string, RouteCase> = {
  ...importCases,
  'GET /api/health': { ...reads(async () => ({})), isPublic: true },
  'GET /api/openapi.json': { ...reads(async () => ({})), isPublic: true },
  'POST /api/auth/login': {
    ...own(async (w) => {
      const person = await w.make.colleague();
      return { body: { email: person.email, password: person.password } };
    }),
    isPublic: true,
  },
  'POST /api/auth/refresh': {
    ...own(async (w) => {
      const person = await w.make.colleague();
      const session = await w.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: person.password },
      });
      return { body: { refreshToken: session.json<{ refreshToken: string }>().refreshToken } };
    }),
    isPublic: true,
  },
  'POST /api/auth/logout': own(async () => ({}), { freshActor: true }),
  'POST /api/auth/mfa/setup': own(async () => ({ body: { type: 'totp' } }), { freshActor: true }),
  'POST /api/auth/mfa/enable': own(
    async (w, who) => ({ body: { token: generateTotp(await mfaSetup(w, who), w.t.clock.now()) } }),
    { freshActor: true },
  ),
  'POST /api/auth/mfa/disable': own(
    async (w, who) => {
      const secret = await mfaSetup(w, who);
      await w.t.app.inject({
        method: 'POST',
        url: '/api/auth/mfa/enable',
        headers: withToken(who),
        payload: { token: generateTotp(secret, w.t.clock.now()) },
      });
      // A code is accepted once per time step: the next step's code disables it.
      w.t.clock.advance(30_000);
      return { body: { password: who.password, token: generateTotp(secret, w.t.clock.now()) } };
    },
    { freshActor: true },
  ),
  'POST /api/auth/change-password': own(
    async (_w, who) => ({ body: { currentPassword: who.password, newPassword: `changed-${unique()}-pass` } }),
    { freshActor: true },
  ),

  'GET /api/auth/sso': { ...reads(async () => ({})), isPublic: true },
  // Not configured in the route world: both browser steps send the browser back to sign-in.
  'GET /api/auth/sso/start': { ...reads(async () => ({})), isPublic: true, redirects: true },
  'GET /api/auth/sso/callback': {
    ...reads(async () => ({ query: { code: 'a-code', state: 'a-state' } })),
    isPublic: true,
    redirects: true,
  },
  'POST /api/auth/sso/session': {
    ...own(async (w) => {
      const person = await w.make.colleague();
      const session = await w.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: person.password },
      });
      const { refreshToken } = session.json<{ refreshToken: string }>();
      return { headers: { cookie: `fieldwork_sso_handoff=${refreshToken}` } };
    }),
    isPublic: true,
  },
  'GET /api/sso/settings': reads(async () => ({})),
  'PUT /api/sso/settings': own(async () => ({
    body: {
      enabled: false,
      issuerUrl: null,
      clientId: null,
      buttonLabel: `Plant SSO ${unique()}`,
      createUsers: false,
      defaultRole: 'technician',
      defaultWarehouseId: null,
      groupsClaim: null,
      groupRoles: {},
      requireSso: false,
      breakGlassUserId: null,
    },
  })),
  // Port 9 (discard) answers nothing here: the test says so without leaving the machine.
  'GET /api/sso/discovery': reads(async () => ({ query: { issuerUrl: 'http://127.0.0.1:9' } })),

  'GET /api/profiles/me': reads(async () => ({})),
  'PATCH /api/profiles/me': own(async () => ({ body: { firstName: 'Renamed', lastName: 'Person' } })),
  'PUT /api/profiles/me/language': own(async () => ({ body: { locale: 'de' } })),
  'GET /api/profiles': reads(async () => ({})),
  'GET /api/profiles/:id': ofMain(async (w) => ({ params: { id: w.technicianId } })),
  'GET /api/warehouses': reads(async () => ({})),

  'GET /api/users': reads(async () => ({})),
  'POST /api/users': own(
    async (w) => ({
      body: {
        firstName: 'New',
        lastName: 'Colleague',
        email: `new.${unique()}@route.example`,
        role: 'technician',
        warehouseIds: [w.main.id],
        password: 'starting-password-1',
      },
    }),
    { namesMainRecords: true, otherWarehouse: 403 },
  ),
  // A person of both plants: North's admin sees them but may not rename them alone.
  'PATCH /api/users/:id': own(
    async (w) => ({ params: { id: (await w.make.sharedColleague()).id }, body: { lastName: 'Renamed' } }),
    {
      policy: (w, who) =>
        userPolicy.manageUser(
          { userId: who.userId ?? '', warehouseIds: who.warehouseIds },
          { id: '', role: 'technician', active: true, warehouseIds: [w.main.id, w.north.id] },
        ),
    },
  ),
  'POST /api/users/:id/deactivate': ofMain(async (w) => ({ params: { id: (await w.make.colleague()).id } })),
  'POST /api/users/:id/reactivate': ofMain(async (w) => ({ params: { id: (await w.make.colleague()).id } })),
  // issue 26 §2: working hours and time off. Reads: planners, or the person themself; writes: planners.
  'GET /api/users/:id/working-hours': ofMain(async (w) => ({ params: { id: w.technicianId } }), {
    policy: (w, who) => capacityPolicy.readCapacity(actor(who), { id: w.technicianId }),
  }),
  'PUT /api/users/:id/working-hours': ofMain(async (w) => ({
    params: { id: (await w.make.colleague()).id },
    body: { mon: 7.5, tue: 8, wed: 8, thu: 8, fri: 6, sat: 0, sun: 0 },
  })),
  'GET /api/users/:id/time-off': ofMain(
    async (w) => {
      // Two at least, so the list suite really pages.
      await w.make.timeOff(w.technicianId, 60);
      await w.make.timeOff(w.technicianId, 61);
      return { params: { id: w.technicianId } };
    },
    { policy: (w, who) => capacityPolicy.readCapacity(actor(who), { id: w.technicianId }) },
  ),
  'POST /api/users/:id/time-off': ofMain(async (w) => ({
    params: { id: (await w.make.colleague()).id },
    body: { from: '2027-03-01', to: '2027-03-02', hours: 4, reason: 'Forklift course' },
  })),
  'DELETE /api/users/:id/time-off/:timeOffId': ofMain(async (w) => {
    const person = await w.make.colleague();
    return { params: { id: person.id, timeOffId: (await w.make.timeOff(person.id, 60)).id } };
  }),

  'GET /api/notifications': reads(async () => ({})),
  'PATCH /api/notifications/:id/read': ofMain(async (w, who) => {
    const owner = who.home === 'main' && who.userId ? who.userId : w.technicianId;
    return { params: { id: (await w.make.notificationOf(owner)).id } };
  }),
  'POST /api/notifications/read-all': own(async () => ({})),
  'POST /api/notifications/test': own(async () => ({ body: { title: 'Route check' } })),
  'GET /api/notification-preferences': reads(async () => ({})),
  'PUT /api/notification-preferences': own(async () => ({
    body: { notificationType: 'test', enabled: false, quietHoursStart: '22:00', quietHoursEnd: '06:30' },
  })),

  'GET /api/equipment': reads(async () => ({})),
  'GET /api/equipment/asset/:assetTag': ofMain(async (w) => ({
    params: { assetTag: (await w.make.equipment()).assetTag },
  })),
  'GET /api/equipment/:id': ofMain(async (w) => ({ params: { id: (await w.make.equipment()).id } })),
  'GET /api/equipment/:id/qr': ofMain(async (w) => ({ params: { id: (await w.make.equipment()).id } })),
  'GET /api/equipment/:id/history': ofMain(async (w) => ({ params: { id: (await w.make.equipment()).id } })),
  'GET /api/equipment/:id/children': ofMain(async (w) => ({
    params: { id: (await w.make.assetWithParts()).id },
  })),
  'GET /api/equipment/:id/breadcrumb': ofMain(async (w) => ({
    params: { id: (await w.make.placedPart()).id },
  })),
  'POST /api/equipment': own(async () => ({
    body: { assetTag: `EQ-${unique()}`, name: 'Booster pump', model: 'CR 32-2', description: 'Boiler feed' },
  })),
  'PATCH /api/equipment/:id': ofMain(async (w) => ({
    params: { id: (await w.make.equipment()).id },
    body: { description: 'Boiler feed pump, left' },
  })),
  'DELETE /api/equipment/:id': ofMain(async (w) => ({ params: { id: (await w.make.equipment()).id } })),
  'GET /api/equipment/:id/meters': ofMain(async (w) => ({ params: { id: (await meter(w)).equipmentId } })),
  'POST /api/equipment/:id/meters': ofMain(async (w) => ({
    params: { id: (await w.make.equipment()).id },
    body: { name: `Cycles ${unique()}`, unit: 'cycles', kind: 'counter' },
  })),
  'GET /api/meters/:id': ofMain(async (w) => ({ params: { id: (await meter(w)).id } })),
  'PATCH /api/meters/:id': ofMain(async (w) => ({
    params: { id: (await meter(w)).id },
    body: { unit: 'hours' },
  })),
  'DELETE /api/meters/:id': ofMain(async (w) => ({ params: { id: (await meter(w)).id } })),
  'GET /api/meters/:id/readings': ofMain(async (w) => ({ params: { id: (await meter(w)).id } })),
  'POST /api/meters/:id/readings': ofMain(async (w) => ({
    params: { id: (await meter(w)).id },
    body: { value: 130 },
  })),
  'GET /api/meters/:id/forecast': ofMain(async (w) => ({ params: { id: (await meter(w)).id } })),

  'GET /api/locations': reads(async () => ({})),
  'GET /api/locations/tree': reads(async () => ({})),
  'GET /api/locations/:id': ofMain(async (w) => ({ params: { id: (await w.make.location()).id } })),
  'POST /api/locations': own(async () => ({ body: { name: 'Line 9', code: `L-${unique()}`, kind: 'line' } })),
  'PATCH /api/locations/:id': ofMain(async (w) => ({
    params: { id: (await w.make.location()).id },
    body: { name: 'Line 9 east' },
  })),
  'DELETE /api/locations/:id': ofMain(async (w) => ({ params: { id: (await w.make.location()).id } })),

  'GET /api/downtime': reads(async () => ({})),
  'GET /api/downtime/:id': ofMain(async (w) => ({ params: { id: (await w.make.downtime()).id } })),
  'POST /api/downtime': ofMain(async (w) => ({
    body: { equipmentId: (await w.make.equipment()).id, reasonCode: 'breakdown', note: 'Motor tripped' },
  })),
  'PATCH /api/downtime/:id': ofMain(async (w) => ({
    params: { id: (await w.make.downtime()).id },
    body: { note: 'Seal replaced, tested under load' },
  })),
  'POST /api/downtime/:id/close': ofMain(async (w) => ({
    params: { id: (await w.make.openDowntime()).id },
    body: {},
  })),
  'DELETE /api/downtime/:id': ofMain(async (w) => ({ params: { id: (await w.make.downtime()).id } })),
  'GET /api/downtime-reasons': reads(async () => ({})),
  'POST /api/downtime-reasons': own(async () => ({ body: { label: `Crane unavailable ${unique()}` } }), {
    policy: (w, who) => sharedSettings.changeDowntimeReasons(organizationActor(w, who)),
  }),
  'PATCH /api/downtime-reasons/:id': own(
    async (w) => ({
      params: { id: (await w.make.reason()).id },
      body: { label: `Renamed reason ${unique()}` },
    }),
    { policy: (w, who) => sharedSettings.changeDowntimeReasons(organizationActor(w, who)) },
  ),
  'GET /api/close-out-codes': reads(async () => ({})),
  'POST /api/close-out-codes': own(
    async () => ({ body: { kind: 'cause', label: `Route cause ${unique()}` } }),
    {
      policy: (w, who) => sharedSettings.changeCloseOutCodes(organizationActor(w, who)),
    },
  ),
  'PATCH /api/close-out-codes/:id': own(
    async (w) => ({
      params: { id: (await w.make.closeOutCode()).id },
      body: { label: `Renamed code ${unique()}` },
    }),
    { policy: (w, who) => sharedSettings.changeCloseOutCodes(organizationActor(w, who)) },
  ),
  'GET /api/plant-settings': reads(async () => ({})),
  'PATCH /api/plant-settings': own(async () => ({
    body: { laborRate: `${40 + (Number(unique()) % 50)}.50` },
  })),

  'GET /api/parts': reads(async () => ({})),
  'GET /api/parts/summary': reads(async () => ({})),
  'GET /api/parts/:id': ofMain(async (w) => ({ params: { id: (await w.make.part()).id } })),
  'GET /api/parts/:id/movements': ofMain(async (w) => ({ params: { id: (await w.make.part()).id } })),
  'POST /api/parts': own(async () => ({ body: { name: 'Cable tie', partNumber: `CT-${unique()}` } })),
  'PATCH /api/parts/:id': ofMain(async (w) => ({
    params: { id: (await w.make.part()).id },
    body: { location: 'Shelf B2' },
  })),
  'POST /api/parts/:id/adjustments': ofMain(async (w) => ({
    params: { id: (await w.make.part()).id },
    body: { kind: 'receive', quantity: 5, reason: 'Delivery' },
  })),
  'DELETE /api/parts/:id': ofMain(async (w) => ({ params: { id: (await w.make.part()).id } })),

  'GET /api/work-orders': reads(async () => ({ query: { status: 'new,in_progress' } })),
  'GET /api/work-orders/next-fo-number': reads(async () => ({})),
  'GET /api/work-orders/:id': ofMain(async (w) => ({ params: { id: (await w.make.workOrder()).id } })),
  'GET /api/work-orders/:id/history': ofMain(async (w) => ({
    params: { id: (await w.make.workOrder()).id },
  })),
  'POST /api/work-orders': own(async () => ({
    body: { foNumber: `WO-2026-${unique()}`, description: 'Conveyor belt slipping on start' },
  })),
  'PATCH /api/work-orders/:id': ofMain(
    async (w) => ({ params: { id: (await w.make.workOrder()).id }, body: { notes: 'Seal ordered' } }),
    {
      policy: (w, who) =>
        workOrderPolicy.editOrderFields(actor(who), { assignedTo: w.technicianId }, ['notes']),
    },
  ),
  'DELETE /api/work-orders/:id': ofMain(async (w) => ({ params: { id: (await w.make.workOrder()).id } })),

  'GET /api/work-orders/:id/checklist': ofMain(async (w) => ({
    params: { id: (await w.make.workOrder()).id },
  })),
  'POST /api/work-orders/:id/checklist': ofMain(
    async (w) => ({ params: { id: (await w.make.workOrder()).id }, body: { description: 'Check the seal' } }),
    { policy: (w, who) => workOrderPolicy.workOnOrder(actor(who), { assignedTo: w.technicianId }) },
  ),
  'PATCH /api/work-orders/checklist/:id': ofMain(
    async (w) => ({ params: { id: (await w.make.checklistItem()).id }, body: { status: 'done' } }),
    { policy: (w, who) => workOrderPolicy.workOnOrder(actor(who), { assignedTo: w.technicianId }) },
  ),
  'DELETE /api/work-orders/checklist/:id': ofMain(
    async (w) => ({ params: { id: (await w.make.checklistItem()).id } }),
    { policy: (_w, who) => workOrderPolicy.removeChecklistStep(actor(who)) },
  ),
  'GET /api/work-orders/:id/procedure': ofMain(async (w) => ({
    params: { id: (await w.make.orderWithProcedure()).order.id },
  })),
  'PUT /api/work-orders/:id/procedure': ofMain(async (w) => ({
    params: { id: (await w.make.assignedOrder()).id },
    body: { procedureId: (await w.make.procedure()).procedure.id },
  })),
  'PUT /api/work-orders/:id/procedure/steps/:stepId': ofMain(
    async (w) => {
      const { order, steps } = await w.make.orderWithProcedure();
      return { params: { id: order.id, stepId: steps[0]!.id }, body: { value: 52, note: 'Belt slack' } };
    },
    { policy: (w, who) => workOrderPolicy.workOnOrder(actor(who), { assignedTo: w.technicianId }) },
  ),
  'GET /api/work-orders/:id/parts-usage': ofMain(async (w) => ({
    params: { id: (await w.make.workOrder()).id },
  })),
  'POST /api/work-orders/:id/parts-usage': ofMain(
    async (w) => ({
      params: { id: (await w.make.workOrder()).id },
      body: { partId: (await w.make.part()).id, quantity: 1 },
    }),
    { policy: (w, who) => workOrderPolicy.workOnOrder(actor(who), { assignedTo: w.technicianId }) },
  ),
  'DELETE /api/work-orders/parts-usage/:id': ofMain(
    async (w) => ({ params: { id: (await w.make.partsUsage()).id } }),
    {
      policy: (w, who) => workOrderPolicy.changeRecordedWork(actor(who), byTechnician(w), 'parts usage'),
    },
  ),
  'GET /api/work-orders/:id/labor': ofMain(async (w) => ({ params: { id: (await w.make.workOrder()).id } })),
  'POST /api/work-orders/:id/labor': ofMain(
    async (w) => ({ params: { id: (await w.make.workOrder()).id }, body: { hours: 1.5 } }),
    { policy: (w, who) => workOrderPolicy.workOnOrder(actor(who), { assignedTo: w.technicianId }) },
  ),
  'POST /api/work-orders/labor/:id/stop': ofMain(
    async (w) => ({ params: { id: (await w.make.laborEntry()).id } }),
    {
      policy: (w, who) => workOrderPolicy.changeRecordedWork(actor(who), byTechnician(w), 'labour entries'),
    },
  ),
  'DELETE /api/work-orders/labor/:id': ofMain(
    async (w) => ({ params: { id: (await w.make.laborEntry()).id } }),
    {
      policy: (w, who) => workOrderPolicy.changeRecordedWork(actor(who), byTechnician(w), 'labour entries'),
    },
  ),

  'POST /api/upload': ofMain(
    async (w) => ({
      form: multipart([
        { name: 'context', value: JSON.stringify({ workOrderId: (await w.make.workOrder()).id }) },
        { name: 'file', fileName: 'seal.png', type: 'image/png', bytes: blankPng(40, 30) },
      ]),
    }),
    { policy: (w, who) => workOrderPolicy.workOnOrder(actor(who), { assignedTo: w.technicianId }) },
  ),
  'POST /api/attachments': ofMain(
    async (w) => ({
      form: multipart([
        { name: 'equipmentId', value: (await w.make.equipment()).id },
        { name: 'file', fileName: 'nameplate.png', type: 'image/png', bytes: blankPng(40, 30) },
      ]),
    }),
    { policy: (_w, who) => attachmentPolicy.attachTo(actor(who), 'equipment') },
  ),
  'GET /api/attachments': ofMain(async (w) => ({ query: { workOrderId: (await w.make.workOrder()).id } })),
  'GET /api/attachments/:id/file': ofMain(async (w) => ({ params: { id: (await w.make.attachment()).id } })),
  'GET /api/attachments/:id/thumbnail': ofMain(async (w) => ({
    params: { id: (await w.make.attachment()).id },
  })),
  'DELETE /api/attachments/:id': ofMain(async (w) => ({ params: { id: (await w.make.attachment()).id } }), {
    policy: (w, who) => attachmentPolicy.deleteAttachment(actor(who), { uploadedBy: w.technicianId }),
  }),

  'GET /api/dashboard/stats': reads(async () => ({ query: { days: '30' } })),
  'GET /api/reports/work-orders.csv': reads(async () => ({ query: { status: 'new,in_progress' } })),
  'GET /api/reports/equipment.csv': reads(async () => ({})),
  'GET /api/reports/parts.csv': reads(async () => ({})),
  'GET /api/reports/downtime.csv': reads(async () => ({ query: { days: '30' } })),
  'GET /api/reports/pm-compliance.csv': reads(async () => ({ query: { days: '30' } })),
  'GET /api/reports/monthly-summary': reads(async () => ({ query: { month: '2026-01' } })),
  // Another plant's people get 200 with the id under missingIds, never the order (reports.test.ts).
  'GET /api/reports/work-order-sheets': reads(async (w) => ({
    query: { ids: (await w.make.workOrder()).id },
  })),
  // A parent's subtree of three (issue 24): another plant's people are told it is not found.
  'GET /api/analytics/equipment-performance': ofMain(async (w) => ({
    query: { days: '30', parentId: (await w.make.assetWithParts()).id },
  })),
  'GET /api/analytics/equipment-performance/summary': ofMain(async (w) => ({
    query: { days: '30', parentId: (await w.make.equipment()).id },
  })),
  'GET /api/analytics/performance-trends': reads(async () => ({ query: { days: '30' } })),
  'GET /api/analytics/kpis': reads(async () => ({ query: { days: '30' } })),
  'GET /api/analytics/maintenance-trends': reads(async () => ({ query: { days: '30' } })),
  'GET /api/analytics/step-failures': reads(async () => ({ query: { days: '30' } })),
  'GET /api/analytics/failure-codes': reads(async () => ({ query: { days: '30' } })),
  'GET /api/analytics/costs': ofMain(async (w) => ({
    query: { days: '30', parentId: (await w.make.equipment()).id },
  })),
  'GET /api/analytics/inventory': reads(async () => ({ query: { days: '30' } })),
  'GET /api/analytics/purchasing': reads(async () => ({ query: { days: '30' } })),
  'GET /api/search': reads(async () => ({ query: { q: 'pump' } })),

  'GET /api/procedures': reads(async () => ({})),
  'GET /api/procedures/:id': ofMain(async (w) => ({
    params: { id: (await w.make.procedure()).procedure.id },
  })),
  'GET /api/procedures/:id/versions/:n': ofMain(async (w) => ({
    params: { id: (await w.make.procedure()).procedure.id, n: '1' },
  })),
  'POST /api/procedures': own(async () => ({ body: { ...beltCheck(), name: `Belt check ${unique()}` } })),
  'PUT /api/procedures/:id': ofMain(async (w) => ({
    params: { id: (await w.make.procedure()).procedure.id },
    body: { ...beltCheck(), name: `Belt check ${unique()}` },
  })),
  'GET /api/vendors': reads(async () => ({})),
  'GET /api/vendors/:id': ofMain(async (w) => ({ params: { id: (await w.make.vendor()).id } })),
  'POST /api/vendors': own(async () => ({ body: { name: `Supply ${unique()}` } })),
  'PATCH /api/vendors/:id': ofMain(async (w) => ({
    params: { id: (await w.make.vendor()).id },
    body: { phone: '+44 20 7946 0000' },
  })),
  'DELETE /api/vendors/:id': ofMain(async (w) => ({ params: { id: (await w.make.vendor()).id } })),

  'GET /api/pm-templates': reads(async () => ({})),
  'POST /api/pm-templates': own(async () => ({
    body: { model: 'CR 32-2', component: 'Seal', action: 'Inspect' },
  })),
  'PUT /api/pm-templates/:id': ofMain(async (w) => ({
    params: { id: (await w.make.template()).id },
    body: { model: 'CR 32-2', component: 'Seal', action: 'Replace', frequency: 'quarterly' },
  })),
  'DELETE /api/pm-templates/:id': ofMain(async (w) => ({ params: { id: (await w.make.template()).id } })),
  'GET /api/pm-scheduler/status': reads(async () => ({})),
  'POST /api/pm-scheduler/start': own(async () => ({})),
  'POST /api/pm-scheduler/stop': own(async () => ({})),
  'POST /api/pm-scheduler/run': own(async () => ({})),
  'GET /api/pm-compliance': reads(async () => ({ query: { days: '30' } })),
  'GET /api/pm-compliance/equipment': reads(async () => ({ query: { days: '30' } })),
  'GET /api/pm-calendar': reads(async () => ({ query: { month: '2026-06' } })),

  // issue 26: the planning board and the calendar feeds
  'GET /api/planning': reads(async (w) => ({ query: { from: today(w), to: today(w, 6) } })),
  'GET /api/planning/backlog': reads(async (w) => {
    // Two open unscheduled orders at least, so the list suite really pages.
    await w.make.workOrder();
    await w.make.workOrder();
    return {};
  }),
  // Applied, so it writes (through the work-order update path): one fresh order, an hour, in a fortnight.
  'POST /api/planning/distribute': ofMain(async (w) => {
    const order = await w.make.workOrder();
    return {
      body: {
        workOrderIds: [order.id],
        technicianIds: [w.technicianId],
        from: today(w),
        to: today(w, 13),
        apply: true,
        versions: { [order.id]: order.version },
      },
    };
  }),
  'POST /api/planning/:userId/calendar-feed': ofMain(async (w) => ({ params: { userId: w.technicianId } }), {
    policy: (w, who) => planningPolicy.manageCalendarFeed(actor(who), { id: w.technicianId }),
  }),
  'GET /api/planning/:userId/calendar-feed': ofMain(async (w) => ({ params: { userId: w.technicianId } }), {
    policy: (w, who) => planningPolicy.manageCalendarFeed(actor(who), { id: w.technicianId }),
  }),
  // Issued first, so there is a feed to revoke (and the revocation is audited).
  'DELETE /api/planning/:userId/calendar-feed': ofMain(
    async (w) => {
      await w.make.calendarFeedToken();
      return { params: { userId: w.technicianId } };
    },
    { policy: (w, who) => planningPolicy.manageCalendarFeed(actor(who), { id: w.technicianId }) },
  ),
  // The token is the credential: anyone holding it reads the file, signed in or not.
  'GET /api/planning/:userId.ics': {
    ...reads(async (w) => ({
      params: { userId: w.technicianId },
      query: { token: await w.make.calendarFeedToken() },
    })),
    isPublic: true,
  },

  // issue 27: purchasing
  'GET /api/purchasing/reorder-suggestions': reads(async (w) => {
    // Two parts to reorder at least, so the list suite really pages.
    await w.make.lowPart();
    await w.make.lowPart();
    return {};
  }),
  'GET /api/purchase-orders': reads(async (w) => {
    // Two orders at least, so the list suite really pages.
    await w.make.purchaseOrder();
    await w.make.purchaseOrder();
    return {};
  }),
  'POST /api/purchase-orders': ofMain(async (w) => {
    const vendor = await w.make.vendor();
    const part = await w.make.part();
    return { body: { vendorId: vendor.id, lines: [{ partId: part.id, quantity: 2 }] } };
  }),
  'GET /api/purchase-orders/:id': ofMain(async (w) => ({
    params: { id: (await w.make.purchaseOrder()).order.id },
  })),
  'GET /api/purchase-orders/:id/document.pdf': ofMain(async (w) => ({
    params: { id: (await w.make.purchaseOrder('ordered')).order.id },
  })),
  'PATCH /api/purchase-orders/:id': ofMain(async (w) => ({
    params: { id: (await w.make.purchaseOrder()).order.id },
    body: { notes: 'Deliver to gate 2' },
  })),
  'DELETE /api/purchase-orders/:id': ofMain(async (w) => ({
    params: { id: (await w.make.purchaseOrder()).order.id },
  })),
  // 50.00: within every role's default approval limit, so the permission alone decides.
  'POST /api/purchase-orders/:id/submit': ofMain(async (w) => ({
    params: { id: (await w.make.purchaseOrder('draft')).order.id },
  })),
  'POST /api/purchase-orders/:id/approve': ofMain(async (w) => ({
    params: { id: (await w.make.purchaseOrder('submitted')).order.id },
  })),
  'POST /api/purchase-orders/:id/order': ofMain(async (w) => ({
    params: { id: (await w.make.purchaseOrder('approved')).order.id },
  })),
  // Its vendor has an address, and the route world names a mail server: the order is mailed and ordered.
  'POST /api/purchase-orders/:id/send': ofMain(async (w) => {
    const { order, vendor } = await w.make.purchaseOrder('approved');
    await w.db.update(vendors).set({ email: 'orders@vendor.example' }).where(eq(vendors.id, vendor.id));
    return { params: { id: order.id } };
  }),
  'POST /api/purchase-orders/:id/cancel': ofMain(async (w) => ({
    params: { id: (await w.make.purchaseOrder('ordered')).order.id },
  })),
  'POST /api/purchase-orders/:id/close': ofMain(async (w) => ({
    params: { id: (await w.make.purchaseOrder('partially_received')).order.id },
  })),
  'POST /api/purchase-orders/:id/receipts': ofMain(async (w) => {
    const { order, line } = await w.make.purchaseOrder('ordered');
    return { params: { id: order.id }, body: { lines: [{ lineId: line.id, quantity: 1 }] } };
  }),
  'POST /api/purchase-orders/:id/receipts/:receiptId/reverse': ofMain(async (w) => {
    const { order, receiptId } = await w.make.purchaseOrder('partially_received');
    return { params: { id: order.id, receiptId: receiptId ?? '' } };
  }),
  'GET /api/parts/:id/vendors': ofMain(async (w) => ({ params: { id: (await w.make.quotedPart()).id } })),
  'PUT /api/parts/:id/vendors': ofMain(async (w) => {
    const vendor = await w.make.vendor();
    return {
      params: { id: (await w.make.part()).id },
      body: { vendors: [{ vendorId: vendor.id, unitPrice: '9.50', leadTimeDays: 5 }] },
    };
  }),

  // Each reader gets their own warehouse's copy: another plant's people get 200 with their own.
  'GET /api/sync/snapshot/:collection': reads(async () => ({ params: { collection: 'work-orders' } })),
  'GET /api/sync/changes': reads(async () => ({})),

  'GET /api/push-subscriptions/public-key': reads(async () => ({})),
  'POST /api/push-subscriptions': own(async () => ({
    body: { endpoint: pushEndpoint(), p256dhKey: device.p256dhKey, authKey: device.authKey },
  })),
  'DELETE /api/push-subscriptions': own(async (w, who) => {
    const endpoint = pushEndpoint();
    if (who.token) {
      await w.t.app.inject({
        method: 'POST',
        url: '/api/push-subscriptions',
        headers: withToken(who),
        payload: { endpoint, p256dhKey: device.p256dhKey, authKey: device.authKey },
      });
    }
    return { body: { endpoint } };
  }),

  'GET /api/audit': reads(async () => ({ query: { entityType: 'work_order' } })),
  'GET /api/websocket/stats': reads(async () => ({})),

  // issue 13: admin, health, metrics (GET /api/health is above; GET /metrics is outside /api: its own test)
  'GET /api/admin/performance/summary': reads(async () => ({})),
  'GET /api/admin/performance/slow-requests': reads(async () => ({})),
  'GET /api/admin/performance/slow-queries': reads(async () => ({})),
  'GET /api/admin/performance/recommendations': reads(async () => ({})),
  // issue 23: the Mail log
  'GET /api/admin/mail': reads(async () => ({ query: { state: 'pending,not_sent' } })),
  // issue 28: webhooks, the organization's (no plant's): any admin of it manages them.
  'GET /api/webhooks/event-types': reads(async () => ({})),
  'GET /api/webhooks': reads(async (w) => {
    // Two at least, so the list suite really pages.
    await webhookEndpoint(w);
    await webhookEndpoint(w);
    return {};
  }),
  'POST /api/webhooks': own(async () => ({
    body: { url: `https://hooks.example.com/route-case-${unique()}`, eventTypes: ['work_order.created'] },
  })),
  'GET /api/webhooks/:id': own(async (w) => ({ params: { id: (await webhookEndpoint(w)).id } })),
  'PATCH /api/webhooks/:id': own(async (w) => ({
    params: { id: (await webhookEndpoint(w)).id },
    body: { description: 'Route check' },
  })),
  'DELETE /api/webhooks/:id': own(async (w) => ({ params: { id: (await webhookEndpoint(w)).id } })),
  'POST /api/webhooks/:id/rotate-secret': own(async (w) => ({
    params: { id: (await webhookEndpoint(w)).id },
  })),
  'GET /api/webhooks/:id/deliveries': own(async (w) => ({ params: { id: (await webhookEndpoint(w)).id } })),
  'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': own(async (w) => {
    const { id, deliveryId } = await webhookEndpoint(w);
    return { params: { id, deliveryId } };
  }),
  // issue 13: monitoring, alerts, debug
  'GET /api/monitoring/system': reads(async () => ({ query: { range: '1h' } })),
  'GET /api/monitoring/kpi': reads(async () => ({ query: { range: '7d' } })),
  'GET /api/monitoring/health': reads(async () => ({})),
  'GET /api/monitoring/metrics': reads(async () => ({})),
  'GET /api/monitoring/alerts': reads(async (w) => {
    // Two open ones at least, so the list suite really pages.
    await openAlert(w);
    await openAlert(w);
    return { query: { resolved: 'false' } };
  }),
  'POST /api/monitoring/alerts/:id/resolve': own(async (w) => ({ params: { id: await openAlert(w) } }), {
    policy: (w, who) => sharedSettings.resolveAlert(organizationActor(w, who)),
  }),
  // issue 23: work requests. The admin routes act on the caller's own warehouse's portal.
  'GET /api/request-portal': reads(async () => ({})),
  'PATCH /api/request-portal': own(async (w, who) => {
    // Turned off first, so turning it on is a change the audit row shows.
    if (who.home === 'main') await mainPortalKey(w, false);
    return { body: { enabled: true } };
  }),
  'POST /api/request-portal/rotate': own(async () => ({})),
  'GET /api/request-portal/link': reads(async () => ({})),
  'GET /api/public/portal/:portalKey': {
    ...reads(async (w) => ({ params: { portalKey: await mainPortalKey(w) } })),
    isPublic: true,
  },
  'POST /api/public/portal/:portalKey/requests': {
    ...own(async (w) => ({
      params: { portalKey: await mainPortalKey(w) },
      body: { description: 'The hall light flickers', stoppingWork: false },
      // Each call from an address of its own: the suites call it more often than one address may.
      remoteAddress: `192.0.2.${Number(unique()) % 250}`,
    })),
    isPublic: true,
  },
  'GET /api/public/portal/:portalKey/requests/:trackingCode': {
    ...reads(async (w) => ({
      params: { portalKey: await mainPortalKey(w), trackingCode: (await workRequest(w)).trackingCode },
    })),
    isPublic: true,
  },
  'GET /api/requests': reads(async (w) => {
    // Two at least, so the list suite really pages.
    await workRequest(w);
    await workRequest(w);
    return {};
  }),
  'GET /api/requests/:id': ofMain(async (w) => ({ params: { id: (await workRequest(w)).id } })),
  'POST /api/requests/:id/approve': ofMain(async (w) => ({
    params: { id: (await workRequest(w)).id },
    body: { priority: 'medium' },
  })),
  'POST /api/requests/:id/reject': ofMain(async (w) => ({
    params: { id: (await workRequest(w)).id },
    body: { reason: 'Not ours to fix' },
  })),
  'POST /api/requests/:id/merge': ofMain(async (w) => ({
    params: { id: (await workRequest(w)).id },
    body: { workOrderId: (await w.make.workOrder()).id },
  })),
  'GET /api/api-keys': { ...reads(async () => ({})), policy: keysRefused },
  'POST /api/api-keys': ofMain(
    async (w) => ({ body: { name: `Route key ${unique()}`, warehouseId: w.main.id, scopes: ['read'] } }),
    { otherWarehouse: 403, policy: keysRefused },
  ),
  'POST /api/api-keys/:id/revoke': ofMain(async (w) => ({ params: { id: (await w.make.apiKey()).id } }), {
    policy: keysRefused,
  }),
  'GET /api/test': { ...reads(async () => ({})), isPublic: true },
  'GET /api/debug/env': { ...reads(async () => ({})), isPublic: true },
  'GET /api/debug/test-summary': { ...reads(async () => ({})), isPublic: true },
};
