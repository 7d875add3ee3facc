import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '../../../shared/domain';
import { can, type RouteAccess } from '../../../shared/permissions';
import { REPLICA_COLLECTIONS } from '../../../shared/schemas/sync';
import {
  apiKeys,
  checklistItems as stepRows,
  closeOutCodes,
  downtimeReasons,
  meters,
  purchaseOrderLines,
  purchaseOrders,
  requestPortals,
  webhookEndpoints,
  workRequests,
} from '../../db/schema';
import type { ImportKind } from '../../../shared/schemas/imports';
import { dryRun, oneRowFile } from '../../modules/integrations/imports/import-files.test-helper';
import { issueProcedureSteps } from '../../modules/work-orders/procedure-steps.repository';
import {
  buildDowntime,
  buildEquipment,
  buildLocation,
  buildPart,
  buildProcedure,
  buildTemplate,
  buildTenant,
  buildUser,
  buildWorkOrder,
} from '../factories';
import { bearer, login } from '../http';
import type { TestApp } from '../test-app';

/** Records the fuzzed routes' `:id` parameters name, in the caller's warehouse and in another. */
interface RecordIds {
  own: string[];
  foreign: string[];
}

/** Which records a route's `:id` names, by its URL (most specific first). */
const PARAM_RECORDS: ReadonlyArray<readonly [RegExp, keyof FuzzRecords]> = [
  [/^\/api\/work-orders\/checklist\/:id/, 'checklistItems'],
  [/^\/api\/work-orders\/:id/, 'workOrders'],
  [/^\/api\/equipment\/:id/, 'equipment'],
  [/^\/api\/parts\/:id/, 'parts'],
  [/^\/api\/pm-templates\/:id/, 'templates'],
  [/^\/api\/vendors\/:id/, 'vendors'],
  [/^\/api\/procedures\/:id/, 'procedures'],
  [/^\/api\/users\/:id/, 'userTargets'],
  [/^\/api\/downtime\/:id/, 'downtime'],
  [/^\/api\/downtime-reasons\/:id/, 'downtimeReasons'],
  [/^\/api\/close-out-codes\/:id/, 'closeOutCodes'],
  [/^\/api\/meters\/:id/, 'meters'],
  [/^\/api\/locations\/:id/, 'locations'],
  [/^\/api\/sync\/snapshot\/:collection/, 'collections'],
  [/^\/api\/requests\/:id/, 'workRequests'],
  [/^\/api\/webhooks\/:id/, 'webhookEndpoints'],
  [/^\/api\/public\/portal\/:portalKey/, 'portalKeys'],
  [/^\/api\/planning\/:userId/, 'feedOwners'],
  [/^\/api\/purchase-orders\/:id/, 'purchaseOrders'],
  [/^\/api\/api-keys\/:id/, 'apiKeys'],
  [/^\/api\/imports\/[a-z-]+\/:id/, 'csvImports'],
];

interface FuzzRecords {
  workOrders: RecordIds;
  checklistItems: RecordIds;
  equipment: RecordIds;
  parts: RecordIds;
  templates: RecordIds;
  vendors: RecordIds;
  procedures: RecordIds;
  userTargets: RecordIds;
  downtime: RecordIds;
  downtimeReasons: RecordIds;
  closeOutCodes: RecordIds;
  meters: RecordIds;
  locations: RecordIds;
  /** Not records: the names of the device copy's collections, and one that is not (a 400). */
  collections: RecordIds;
  workRequests: RecordIds;
  /** Not records either: the main warehouse's portal key, and North's. */
  portalKeys: RecordIds;
  /** People whose calendar feed is issued, read and revoked. */
  feedOwners: RecordIds;
  /** Two webhook endpoints of the organization (they belong to no plant: nothing is foreign). */
  webhookEndpoints: RecordIds;
  /** A draft and an ordered purchase order (with a line each), and one of North. */
  purchaseOrders: RecordIds;
  /** Two API keys of Main (revoked as the fuzz goes) and one of North. */
  apiKeys: RecordIds;
  /** Dry runs of CSV imports: one of each kind, and one of North. */
  csvImports: RecordIds;
  /** Not records: the feed files `{userId}.ics` of a person of each plant. */
}

/** Which records a body's uuid field names, by the field's name; other fields try them all. */
const FIELD_RECORDS: Readonly<Record<string, keyof BodyRecords>> = {
  equipmentId: 'equipment',
  assignedTo: 'people',
  vendorId: 'vendors',
  partId: 'parts',
  workOrderId: 'workOrders',
  pmTemplateId: 'templates',
  procedureId: 'procedures',
  warehouseIds: 'warehouses',
  workOrderIds: 'workOrders',
  technicianIds: 'people',
};

type BodyRecords = Pick<
  FuzzRecords,
  'workOrders' | 'equipment' | 'parts' | 'templates' | 'vendors' | 'procedures'
> & {
  people: RecordIds;
  warehouses: RecordIds;
};

export interface FuzzWorld {
  mainWarehouseId: string;
  /** Ids a uuid field of a generated body picks from: of its kind, in both warehouses. */
  bodyIds(field: string | undefined): string[];
  /** Bearer headers of a signed-in user of each role, in the main warehouse. */
  headers: Record<Role, Record<string, string>>;
  /** The ids a route's `:id` may take, or undefined when the suite has no records for it. */
  paramIds(url: string): RecordIds | undefined;
  /** What a route's second parameter may be: the orders' step ids for `:stepId`, versions for `:n`. */
  innerParamValues(name: string): string[];
}

/** The roles that may call a route (public routes: called without a token). */
export function rolesFor(access: RouteAccess | undefined): Role[] {
  if (access === 'authenticated') return [...ROLES];
  if (!access || access === 'public') return [];
  return ROLES.filter((role) => can(role, access));
}

/** Two endpoints of the organization; the fuzz never runs the delivery job, so nothing is sent. */
async function webhookEndpointIds(t: TestApp, organizationId: string): Promise<string[]> {
  const rows = await t.db
    .insert(webhookEndpoints)
    .values(
      [1, 2].map((n) => ({
        organizationId,
        url: `https://hooks.example.com/fuzz-${n}`,
        eventTypes: ['*'],
        secret: `whsec_fuzz${n}`,
      })),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.map((r) => r.id);
}

async function created(response: { statusCode: number; body: string; json(): { id: string } }) {
  if (response.statusCode !== 201)
    throw new Error(`fixture not created: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/**
 * A tenant with records in its main warehouse (where every fuzzing caller works) and in a
 * second one (whose ids the generated bodies and paths also try). Parts start at 0 with an
 * empty ledger, so "stock equals the sum of its movements" holds from the start.
 */
export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const tenant = await buildTenant(t.db);
  const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const north = { organizationId: tenant.org.id, warehouseId: tenant.north.id };
  const signIn = async (role: Role): Promise<Record<string, string>> => {
    const { token } = await login(t.app, tenant[role].email, tenant[role].password);
    return bearer(token, tenant.main.id);
  };
  const headers: Record<Role, Record<string, string>> = {
    technician: await signIn('technician'),
    supervisor: await signIn('supervisor'),
    manager: await signIn('manager'),
    admin: await signIn('admin'),
  };
  const northAdmin = { ...headers.admin, 'x-warehouse-id': tenant.north.id };

  const vendor = (as: Record<string, string>, name: string) =>
    t.app.inject({ method: 'POST', url: '/api/vendors', headers: as, payload: { name } }).then(created);
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

  const equipment = ids(await Promise.all([buildEquipment(t.db, main), buildEquipment(t.db, main)]));
  const order = () =>
    buildWorkOrder(t.db, {
      ...main,
      assignedTo: tenant.technician.id,
      equipmentId: equipment[0],
      status: 'in_progress',
    });
  const workOrders = ids(await Promise.all([order(), order(), order()]));
  const checklistItems = await Promise.all(
    workOrders.map((id) =>
      t.app
        .inject({
          method: 'POST',
          url: `/api/work-orders/${id}/checklist`,
          headers: headers.supervisor,
          payload: { description: 'Lock out the drive' },
        })
        .then(created),
    ),
  );
  const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3_600_000);
  const pastStop = (scope: typeof main, equipmentId: string | undefined, from: number) =>
    buildDowntime(t.db, {
      ...scope,
      equipmentId: equipmentId ?? '',
      startedAt: hoursAgo(from),
      endedAt: hoursAgo(from - 1),
    });
  const northMachine = await buildEquipment(t.db, north);
  const reasons = await t.db
    .insert(downtimeReasons)
    .values(
      ['Fuzz reason A', 'Fuzz reason B'].map((label, i) => ({
        organizationId: tenant.org.id,
        code: `fuzz_${i}`,
        label,
      })),
    )
    .returning();
  const portalKey = async (scope: typeof main, key: string) => {
    await t.db.insert(requestPortals).values({ ...scope, portalKey: key });
    return key;
  };
  let requestSerial = 0;
  const workRequest = async (scope: typeof main) => {
    requestSerial += 1;
    const [row] = await t.db
      .insert(workRequests)
      .values({
        ...scope,
        number: `R-2026-${String(requestSerial).padStart(6, '0')}`,
        trackingCode: `fuzz-tracking-code-${requestSerial}`,
        description: 'The fan is rattling loudly',
      })
      .returning();
    return row!;
  };
  const meter = async (scope: typeof main, equipmentId: string, kind: 'counter' | 'gauge') => {
    const [row] = await t.db
      .insert(meters)
      .values({
        ...scope,
        equipmentId,
        name: `Fuzz ${kind}`,
        unit: 'h',
        kind,
        ...(kind === 'gauge' ? { minValue: 0, maxValue: 100, excursionRaisesWorkOrder: true } : {}),
      })
      .returning();
    return row!;
  };
  const procedure = async (scope: typeof main) => (await buildProcedure(t.db, scope)).procedure.id;
  const procedures = {
    own: [await procedure(main), await procedure(main)],
    foreign: [await procedure(north)],
  };
  const { version } = await buildProcedure(t.db, main);
  await issueProcedureSteps(t.db, [{ workOrderId: workOrders[0]!, versionId: version.id }]);
  const stepIds = (await t.db.select({ id: stepRows.stepId }).from(stepRows)).map((r) => r.id);
  let poSerial = 0;
  const purchaseOrder = async (scope: typeof main, vendorId: string, status: 'draft' | 'ordered') => {
    const [row] = await t.db
      .insert(purchaseOrders)
      .values({ ...scope, number: `PO-2026-F${(poSerial += 1)}`, vendorId, status, currency: 'USD' })
      .returning();
    const part = await buildPart(t.db, { ...scope, stockLevel: 0 });
    await t.db
      .insert(purchaseOrderLines)
      .values({ purchaseOrderId: row!.id, partId: part.id, position: 1, quantity: 5, unitPrice: '4.00' });
    return row!.id;
  };
  const supplier = await vendor(headers.manager, 'Purchase Supplies');
  const orders = {
    own: [await purchaseOrder(main, supplier, 'draft'), await purchaseOrder(main, supplier, 'ordered')],
    foreign: [await purchaseOrder(north, await vendor(northAdmin, 'North Purchases'), 'ordered')],
  };
  const csvImport = async (as: Record<string, string>, kind: ImportKind, serial: string) =>
    (await dryRun(t.app, as, kind, oneRowFile(kind, serial))).preview.id;
  const csvImports = {
    own: [await csvImport(headers.admin, 'equipment', 'F1'), await csvImport(headers.admin, 'vendors', 'F2')],
    foreign: [await csvImport(northAdmin, 'equipment', 'F3')],
  };
  const apiKey = async (scope: typeof main, n: number) => {
    const [row] = await t.db
      .insert(apiKeys)
      .values({
        ...scope,
        name: `Fuzz key ${n}`,
        prefix: `fwk_fuzz000${n}`,
        secretHash: `fuzz-key-hash-${n}`,
        scopes: ['read'],
        createdBy: tenant.admin.id,
      })
      .returning();
    return row!.id;
  };
  const records: FuzzRecords = {
    csvImports,
    workOrders: { own: workOrders, foreign: ids([await buildWorkOrder(t.db, north)]) },
    checklistItems: { own: checklistItems, foreign: [] },
    equipment: { own: equipment, foreign: ids([await buildEquipment(t.db, north)]) },
    parts: {
      own: ids(
        await Promise.all([
          buildPart(t.db, { ...main, stockLevel: 0 }),
          buildPart(t.db, { ...main, stockLevel: 0 }),
        ]),
      ),
      foreign: ids([await buildPart(t.db, { ...north, stockLevel: 0 })]),
    },
    templates: {
      own: ids(await Promise.all([buildTemplate(t.db, main), buildTemplate(t.db, main)])),
      foreign: ids([await buildTemplate(t.db, north)]),
    },
    vendors: {
      own: [await vendor(headers.manager, 'Acme Bearings'), await vendor(headers.manager, 'Hydro Service')],
      foreign: [await vendor(northAdmin, 'North Supplies')],
    },
    procedures,
    // People whose role and warehouses the users route may change: kept out of the body ids,
    // so that an order is never assigned to someone the suite later moves to another warehouse.
    userTargets: {
      own: ids(
        await Promise.all([
          buildUser(t.db, { ...main, warehouseIds: [tenant.main.id] }),
          buildUser(t.db, { ...main, warehouseIds: [tenant.main.id] }),
        ]),
      ),
      foreign: [tenant.northTech.id],
    },
    downtime: {
      own: ids([await pastStop(main, equipment[1], 30), await pastStop(main, equipment[1], 20)]),
      foreign: ids([await pastStop(north, northMachine.id, 30)]),
    },
    meters: {
      own: ids([await meter(main, equipment[0]!, 'counter'), await meter(main, equipment[0]!, 'gauge')]),
      foreign: ids([await meter(north, northMachine.id, 'counter')]),
    },
    locations: {
      own: ids([await buildLocation(t.db, main), await buildLocation(t.db, main)]),
      foreign: ids([await buildLocation(t.db, north)]),
    },
    // Reasons are the organization's: there are none of another one to try.
    downtimeReasons: { own: ids(reasons), foreign: [] },
    // So are close-out codes: the seeded ones of the tenant's organization.
    closeOutCodes: {
      own: ids(
        await t.db
          .select({ id: closeOutCodes.id })
          .from(closeOutCodes)
          .where(eq(closeOutCodes.organizationId, tenant.org.id)),
      ),
      foreign: [],
    },
    collections: { own: [...REPLICA_COLLECTIONS], foreign: ['users'] },
    workRequests: {
      own: ids(await Promise.all([workRequest(main), workRequest(main), workRequest(main)])),
      foreign: ids([await workRequest(north)]),
    },
    portalKeys: {
      own: [await portalKey(main, 'fuzzMainPortalKey000000')],
      foreign: [await portalKey(north, 'fuzzNorthPortalKey00000')],
    },
    feedOwners: { own: [tenant.technician.id, tenant.supervisor.id], foreign: [tenant.northTech.id] },
    webhookEndpoints: { own: await webhookEndpointIds(t, tenant.org.id), foreign: [] },
    purchaseOrders: orders,
    apiKeys: { own: [await apiKey(main, 1), await apiKey(main, 2)], foreign: [await apiKey(north, 3)] },
  };
  const bodyRecords: BodyRecords = {
    workOrders: records.workOrders,
    equipment: records.equipment,
    parts: records.parts,
    templates: records.templates,
    vendors: records.vendors,
    procedures: records.procedures,
    people: { own: ROLES.map((role) => tenant[role].id), foreign: [tenant.northTech.id] },
    warehouses: { own: [tenant.main.id], foreign: [tenant.north.id] },
  };
  const everyId = Object.values(bodyRecords).flatMap((r) => [...r.own, ...r.foreign]);
  return {
    mainWarehouseId: tenant.main.id,
    bodyIds: (field) => {
      const kind = field === undefined ? undefined : FIELD_RECORDS[field];
      return kind ? [...bodyRecords[kind].own, ...bodyRecords[kind].foreign] : everyId;
    },
    headers,
    innerParamValues: (name) => (name === 'stepId' ? stepIds : name === 'n' ? ['1', '2', '0'] : []),
    paramIds: (url) => {
      const match = PARAM_RECORDS.find(([pattern]) => pattern.test(url));
      return match ? records[match[1]] : undefined;
    },
  };
}
