import type { PurchaseOrderStatus, Role } from '../../shared/domain';
import type { ApiKeyScope } from '../../shared/permissions';
import {
  apiKeys,
  attachmentContents,
  attachments,
  checklistItems,
  closeOutCodes,
  downtimeReasons,
  laborEntries,
  partsUsage,
  partVendors,
  purchaseOrderLines,
  purchaseOrderReceiptLines,
  purchaseOrderReceipts,
  purchaseOrders,
  timeOff,
  users,
  vendors,
} from '../db/schema';
import type { Database } from '../db/client';
import { eq } from 'drizzle-orm';
import {
  buildDowntime,
  buildEquipment,
  buildLocation,
  buildNotification,
  buildOrganization,
  buildPart,
  buildProcedure,
  buildTemplate,
  buildUser,
  buildWarehouse,
  buildWorkOrder,
} from './factories';
import { bearer, login } from './http';
import { createTestApp, type TestApp } from './test-app';
import { blankPng } from './blank-png';
import { issueProcedureSteps } from '../modules/work-orders/procedure-steps.repository';

/**
 * The world the route-table suites call every route in: an organization with Main and North,
 * the people the authorization matrix acts as, and records of Main made on demand (fresh ones
 * for every write, so one call never changes what the next one sees). Main's technician and
 * supervisor work in Main only; its manager and admin in both plants (the organization's), so
 * North's manager and admin are the one-plant ones the shared settings refuse (issue 22 §7).
 */
export type PrincipalName =
  | 'anonymous'
  | 'technician'
  | 'supervisor'
  | 'manager'
  | 'admin'
  | 'northTechnician'
  | 'northSupervisor'
  | 'northManager'
  | 'northAdmin'
  | 'readKey'
  | 'workOrdersKey'
  | 'adminKey'
  | 'demotedAdminKey';

export const PRINCIPALS: readonly PrincipalName[] = [
  'anonymous',
  'technician',
  'supervisor',
  'manager',
  'admin',
  'northTechnician',
  'northSupervisor',
  'northManager',
  'northAdmin',
  'readKey',
  'workOrdersKey',
  'adminKey',
  'demotedAdminKey',
];

export interface Principal {
  name: PrincipalName;
  role: Role | null;
  /** Main, or North (the other warehouse, whose people must never reach Main's records). */
  home: 'main' | 'north' | null;
  /** Every warehouse they work in: their home first, then North for the organization's people. */
  warehouseIds: string[];
  userId: string | null;
  email: string;
  password: string;
  /** A session's access token, or an API key's secret. */
  token: string | null;
  /** An API key of Main (issue 28 §2): it acts for its creator (role, userId), narrowed to these scopes. */
  apiKey?: { scopes: ApiKeyScope[] };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * The app the route-table suites call: with a mail server named (nothing listens there; mails are
 * only queued, the delivery job does not run), so routes that mail, like "Send to vendor", work.
 */
export const createRouteWorldApp = () =>
  createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Fieldwork <noreply@plant.example>' } });

export async function buildWorld(t: TestApp) {
  const db = t.db;
  const org = await buildOrganization(db);
  const main = await buildWarehouse(db, org.id, 'Main Plant');
  const north = await buildWarehouse(db, org.id, 'North Plant');
  const principals = new Map<PrincipalName, Principal>();
  const person = async (name: PrincipalName, role: Role, home: 'main' | 'north', everyPlant = false) => {
    const warehouseIds = everyPlant ? [main.id, north.id] : [home === 'main' ? main.id : north.id];
    const user = await buildUser(db, { organizationId: org.id, warehouseIds, role });
    const session = await login(t.app, user.email, user.password);
    principals.set(name, {
      name,
      role,
      home,
      warehouseIds,
      userId: user.id,
      email: user.email,
      password: user.password,
      token: session.token,
    });
  };
  principals.set('anonymous', {
    name: 'anonymous',
    role: null,
    home: null,
    warehouseIds: [],
    userId: null,
    email: '',
    password: '',
    token: null,
  });
  await person('technician', 'technician', 'main');
  await person('supervisor', 'supervisor', 'main');
  await person('manager', 'manager', 'main', true);
  await person('admin', 'admin', 'main', true);
  await person('northTechnician', 'technician', 'north');
  await person('northSupervisor', 'supervisor', 'north');
  await person('northManager', 'manager', 'north');
  await person('northAdmin', 'admin', 'north');

  /**
   * An API key of Main, created through the API by `creator` (an admin); a `demotedTo` role is
   * the creator's afterwards, so the key shows it never outlives a demotion.
   */
  const apiKey = async (name: PrincipalName, scopes: ApiKeyScope[], demotedTo?: Role) => {
    const admin = principals.get('admin')!;
    const creator = demotedTo
      ? await buildUser(db, { organizationId: org.id, warehouseIds: [main.id], role: 'admin' })
      : { id: admin.userId!, email: admin.email, password: admin.password };
    const token = demotedTo ? (await login(t.app, creator.email, creator.password)).token : admin.token;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: bearer(token ?? ''),
      payload: { name: `Route key ${name}`, warehouseId: main.id, scopes },
    });
    if (created.statusCode !== 201) throw new Error(`API key not created: ${created.body}`);
    if (demotedTo) await db.update(users).set({ role: demotedTo }).where(eq(users.id, creator.id));
    principals.set(name, {
      name,
      role: demotedTo ?? 'admin',
      home: 'main',
      warehouseIds: [main.id],
      userId: creator.id,
      email: creator.email,
      password: creator.password,
      token: created.json<{ secret: string }>().secret,
      apiKey: { scopes },
    });
  };
  await apiKey('readKey', ['read']);
  await apiKey('workOrdersKey', ['read', 'work-orders:write']);
  await apiKey('adminKey', ['admin']);
  await apiKey('demotedAdminKey', ['admin'], 'supervisor');

  const principal = (name: PrincipalName): Principal => {
    const found = principals.get(name);
    if (!found) throw new Error(`no principal ${name}`);
    return found;
  };
  const technicianId = principal('technician').userId!;
  const scope = { organizationId: org.id, warehouseId: main.id };
  let serial = 0;
  const next = () => (serial += 1);

  /** Main's records, new on every call. */
  const make = {
    workOrder: () =>
      buildWorkOrder(db, {
        ...scope,
        foNumber: `WO-2026-${String(100_000 + next())}`,
        status: 'in_progress',
        assignedTo: technicianId,
      }),
    equipment: () => buildEquipment(db, { ...scope, assetTag: `RW-${next()}` }),
    location: () => buildLocation(db, { ...scope, code: `RW-L${next()}` }),
    /** A fresh asset with two parts. */
    assetWithParts: async () => {
      const machine = await make.equipment();
      for (let i = 0; i < 2; i += 1) {
        await buildEquipment(db, { ...scope, assetTag: `RW-${next()}`, parentId: machine.id });
      }
      return machine;
    },
    /** A fresh part of an asset that stands at a location: its breadcrumb has two steps. */
    placedPart: async () => {
      const place = await make.location();
      const machine = await buildEquipment(db, { ...scope, assetTag: `RW-${next()}`, locationId: place.id });
      return buildEquipment(db, { ...scope, assetTag: `RW-${next()}`, parentId: machine.id });
    },
    part: () => buildPart(db, { ...scope, stockLevel: 50 }),
    /** A part at its reorder point: the reorder list suggests it. */
    lowPart: () => buildPart(db, { ...scope, stockLevel: 0, reorderPoint: 5 }),
    /** A part two vendors quote for. */
    quotedPart: async () => {
      const part = await make.part();
      for (const vendor of [await make.vendor(), await make.vendor()]) {
        await db.insert(partVendors).values({ partId: part.id, vendorId: vendor.id, unitPrice: '9.50' });
      }
      return part;
    },
    vendor: async () => {
      const [row] = await db
        .insert(vendors)
        .values({ ...scope, name: `Vendor ${next()}` })
        .returning();
      return row!;
    },
    template: () => buildTemplate(db, scope),
    procedure: () => buildProcedure(db, scope),
    /** An order under way, the technician's, issued with a fresh procedure. */
    orderWithProcedure: async () => {
      const order = await make.workOrder();
      const { version, content } = await make.procedure();
      await issueProcedureSteps(db, [{ workOrderId: order.id, versionId: version.id }]);
      return { order, steps: content.sections.flatMap((s) => s.steps) };
    },
    /** An order assigned to the technician and not started: its procedure may still change. */
    assignedOrder: () =>
      buildWorkOrder(db, {
        ...scope,
        foNumber: `WO-2026-${String(100_000 + next())}`,
        status: 'assigned',
        assignedTo: technicianId,
      }),
    /** A past stop of a fresh equipment: two hours ago, for an hour. */
    downtime: async () => {
      const machine = await make.equipment();
      const hour = 3_600_000;
      const now = t.clock.now().getTime();
      return buildDowntime(db, {
        ...scope,
        equipmentId: machine.id,
        startedAt: new Date(now - 2 * hour),
        endedAt: new Date(now - hour),
      });
    },
    /** A fresh equipment that is down now (in maintenance, its downtime open since an hour ago). */
    openDowntime: async () => {
      const machine = await buildEquipment(db, { ...scope, assetTag: `RW-${next()}`, status: 'maintenance' });
      return buildDowntime(db, {
        ...scope,
        equipmentId: machine.id,
        startedAt: new Date(t.clock.now().getTime() - 3_600_000),
      });
    },
    /** A downtime reason of the organization, new on every call. */
    reason: async () => {
      const [row] = await db
        .insert(downtimeReasons)
        .values({ organizationId: org.id, code: `route_reason_${next()}`, label: `Route reason ${next()}` })
        .returning();
      return row!;
    },
    /** A close-out code of the organization, new on every call. */
    closeOutCode: async () => {
      const n = next();
      const [row] = await db
        .insert(closeOutCodes)
        .values({
          organizationId: org.id,
          kind: 'cause',
          code: `route_cause_${n}`,
          label: `Route cause ${n}`,
        })
        .returning();
      return row!;
    },
    checklistItem: async () => {
      const order = await make.workOrder();
      const [row] = await db
        .insert(checklistItems)
        .values({ ...scope, workOrderId: order.id, description: 'Check the seal' })
        .returning();
      return row!;
    },
    laborEntry: async () => {
      const order = await make.workOrder();
      const [row] = await db
        .insert(laborEntries)
        .values({ ...scope, workOrderId: order.id, userId: technicianId, startedAt: new Date() })
        .returning();
      return row!;
    },
    partsUsage: async () => {
      const order = await make.workOrder();
      const part = await make.part();
      const [row] = await db
        .insert(partsUsage)
        .values({
          ...scope,
          workOrderId: order.id,
          partId: part.id,
          quantity: 1,
          unitCost: '8.40',
          usedBy: technicianId,
        })
        .returning();
      return row!;
    },
    attachment: async () => {
      const order = await make.workOrder();
      const png = blankPng(4, 4);
      const [row] = await db
        .insert(attachments)
        .values({
          ...scope,
          workOrderId: order.id,
          fileName: 'pump.png',
          fileSize: png.length,
          fileType: 'image/png',
          hasThumbnail: true,
          uploadedBy: technicianId,
        })
        .returning();
      await db.insert(attachmentContents).values({ attachmentId: row!.id, data: png, thumbnail: png });
      return row!;
    },
    /** Someone of Main's own notification. */
    notificationOf: (userId: string) =>
      buildNotification(db, { organizationId: org.id, userId, warehouseId: main.id }),
    /** A person of Main with a role, to be managed by the users admin. */
    colleague: (role: Role = 'technician') =>
      buildUser(db, { organizationId: org.id, warehouseIds: [main.id], role }),
    /** A person who works in both plants, whom North's admin sees but does not administer alone. */
    sharedColleague: () =>
      buildUser(db, { organizationId: org.id, warehouseIds: [main.id, north.id], role: 'technician' }),
    /**
     * A day off of someone `daysAhead` plant days from today (Main is on UTC): far enough ahead
     * that Distribute's fortnight is not touched.
     */
    timeOff: async (userId: string, daysAhead: number) => {
      const day = new Date(t.clock.now().getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
      const [row] = await db
        .insert(timeOff)
        .values({ userId, fromDay: day, toDay: day, reason: `Route check ${next()}` })
        .returning();
      return row!;
    },
    /**
     * A purchase order of Main in `status`, of a fresh vendor: one line of 5 of a fresh part at
     * 10.00; partly received (2) or received (5) through a receipt when the status says so.
     */
    purchaseOrder: async (status: PurchaseOrderStatus = 'draft') => {
      const vendor = await make.vendor();
      const part = await make.part();
      const [order] = await db
        .insert(purchaseOrders)
        .values({
          ...scope,
          number: `PO-2026-${String(100_000 + next())}`,
          vendorId: vendor.id,
          status,
          currency: 'USD',
          total: '50.00',
        })
        .returning();
      const received = status === 'partially_received' ? 2 : status === 'received' ? 5 : 0;
      const [line] = await db
        .insert(purchaseOrderLines)
        .values({
          purchaseOrderId: order!.id,
          partId: part.id,
          position: 1,
          quantity: 5,
          unitPrice: '10.00',
          receivedQuantity: received,
        })
        .returning();
      if (received === 0) return { order: order!, line: line!, part, vendor, receiptId: null };
      const [receipt] = await db
        .insert(purchaseOrderReceipts)
        .values({ purchaseOrderId: order!.id, receivedBy: technicianId })
        .returning();
      await db.insert(purchaseOrderReceiptLines).values({
        receiptId: receipt!.id,
        lineId: line!.id,
        partId: part.id,
        quantity: received,
        unitCost: '10.00',
        costBefore: part.unitCost,
        costAfter: part.unitCost,
      });
      return { order: order!, line: line!, part, vendor, receiptId: receipt!.id };
    },
    /** A live API key of Main, made by Main's admin (its secret is not known: only listed and revoked). */
    apiKey: async () => {
      const n = next();
      const [row] = await db
        .insert(apiKeys)
        .values({
          ...scope,
          name: `Route key ${n}`,
          prefix: `fwk_route${n}`,
          secretHash: `route-key-hash-${n}`,
          scopes: ['read'],
          createdBy: principal('admin').userId!,
        })
        .returning();
      return row!;
    },
    /** A new calendar-feed token of Main's technician, issued by Main's supervisor (the old one stops working). */
    calendarFeedToken: async () => {
      const issued = await t.app.inject({
        method: 'POST',
        url: `/api/planning/${technicianId}/calendar-feed`,
        headers: bearer(principal('supervisor').token ?? ''),
      });
      return new URL(issued.json<{ url: string }>().url, 'http://feed').searchParams.get('token') ?? '';
    },
  };

  return { t, db: db as Database, org, main, north, principal, make, scope, technicianId };
}
