import { buildCorrectiveOrders } from './corrective';
import { buildDowntime } from './downtime';
import { buildEquipment } from './equipment';
import { buildLocations, type LocationSpec, MAIN_LOCATIONS, NORTH_LOCATIONS, placeUnits } from './hierarchy';
import {
  buildMeters,
  MAIN_METERS,
  MAIN_USAGE_TEMPLATES,
  type MeterSpec,
  NORTH_METERS,
  type UsageTemplateSpec,
} from './meters';
import { escalationAudit, escalationsOf } from './escalations';
import { MAIN_UNITS, NORTH_UNITS } from './equipment-catalog';
import { withFollowUp } from './follow-up';
import { buildNotifications } from './notifications';
import { buildPartRows, buildStockLedger, seedParts } from './parts';
import { MAIN_PARTS, NORTH_PARTS } from './parts-catalog';
import { buildSchedulerState, buildTemplates, MAIN_TEMPLATES, NORTH_TEMPLATES } from './pm-templates';
import { buildPreventiveOrders } from './preventive';
import { createRng, seedFrom, type Rng } from './random';
import type { PlantCatalog, PlantContext, SeededUnit } from './types';
import { buildVendors, MAIN_VENDORS, NORTH_VENDORS } from './vendors';
import { withPlannedFortnight } from './planned-fortnight';
import { MAIN_PURCHASING } from './purchasing-catalog';
import { buildPurchasingHistory, receiptLineRows } from './purchasing-history';
import { buildWorkOrderRows, numberOrders, type WorkOrderRows } from './work-order-rows';

export const MAIN_CATALOG: PlantCatalog = {
  units: MAIN_UNITS,
  vendors: MAIN_VENDORS,
  parts: MAIN_PARTS,
  templates: MAIN_TEMPLATES,
  purchasing: MAIN_PURCHASING,
  correctiveCount: 40,
  emergencyCount: 7,
  followUp: {
    model: 'Grundfos CR 32-2',
    step: 0,
    finding: 'Shaft seal weeping about 2 drops per minute',
    issue: {
      text: 'Follow-up to PM: shaft seal on {tag} weeping about 2 drops/min; replace the seal cartridge',
      hours: 3,
      fix: 'Replaced the shaft seal cartridge; no leak after 2 h at duty pressure.',
    },
    parts: [{ partNumber: '96525459', quantity: 1 }],
  },
};

export const NORTH_CATALOG: PlantCatalog = {
  units: NORTH_UNITS,
  vendors: NORTH_VENDORS,
  parts: NORTH_PARTS,
  templates: NORTH_TEMPLATES,
  correctiveCount: 5,
  emergencyCount: 1,
};

/** Where a plant's equipment stands and what it measures (issue 24). */
export interface PlantLayout {
  locations: LocationSpec;
  meters: MeterSpec[];
  usageTemplates: UsageTemplateSpec[];
}

export const MAIN_LAYOUT: PlantLayout = {
  locations: MAIN_LOCATIONS,
  meters: MAIN_METERS,
  usageTemplates: MAIN_USAGE_TEMPLATES,
};

export const NORTH_LAYOUT: PlantLayout = {
  locations: NORTH_LOCATIONS,
  meters: NORTH_METERS,
  usageTemplates: [],
};

export type PlantRows = ReturnType<typeof buildPlant>;

/** The location tree, each unit's place in it, the meters and usage-based plans: own random stream. */
function buildLayout(ctx: PlantContext, layout: PlantLayout, units: SeededUnit[]) {
  const rng = createRng(seedFrom(`${ctx.warehouseId}:layout`));
  const tree = buildLocations(ctx, rng, layout.locations);
  const placement = placeUnits(units, tree.idByName);
  const metered = buildMeters(ctx, rng, units, layout.meters, layout.usageTemplates);
  return { locations: tree.rows, placement, ...metered };
}

/** Every row of one plant, in the order the dependencies between them need. */
export function buildPlant(ctx: PlantContext, catalog: PlantCatalog, layout: PlantLayout) {
  const equipment = buildEquipment(ctx, catalog.units);
  const placed = buildLayout(ctx, layout, equipment.units);
  const vendors = buildVendors(ctx, catalog.vendors);
  const parts = seedParts(ctx, catalog.parts);
  const templates = buildTemplates(ctx, catalog.templates);
  const generated = [
    ...buildPreventiveOrders(ctx, templates.seeded, equipment.units, parts),
    ...buildCorrectiveOrders(ctx, catalog, equipment.units, parts),
  ];
  const drafts = catalog.followUp ? withFollowUp(ctx, catalog.followUp, generated, parts) : generated;
  const numbers = numberOrders(drafts);
  // The escalation job's history, so its first run on the fresh demo has nothing left to do.
  const escalations = drafts.flatMap((draft) => escalationsOf(draft, numbers, ctx.now));
  const orders = buildWorkOrderRows(ctx, drafts, numbers, escalations);
  const purchasing = buildPurchasingHistory(ctx, parts, vendors.idByName, catalog.purchasing);
  const ledger = buildStockLedger(ctx, parts, drafts, numbers, purchasing.deliveries);
  const notifications = buildNotifications(ctx, { drafts, numbers, parts, ledger, escalations });
  // Reliability history has a stream of its own: adding it shifted nothing else of the demo.
  const reliability = createRng(seedFrom(`${ctx.warehouseId}:reliability`));
  return {
    locations: placed.locations,
    equipment: equipment.rows.map((row) => ({ ...row, ...(row.id ? placed.placement.get(row.id) : {}) })),
    meters: placed.meters,
    meterReadings: placed.readings,
    audit: [...equipment.audit, ...escalationAudit(ctx, escalations)],
    vendors: vendors.rows,
    templates: [...templates.rows, ...placed.templates],
    scheduler: [buildSchedulerState(ctx)],
    parts: buildPartRows(ctx, parts, vendors.idByName, ledger),
    ...orders,
    workOrders: withPlannedFortnight(withRatings(orders.workOrders, reliability), ctx.now),
    downtime: buildDowntime(ctx, reliability, drafts, equipment.units),
    partsUsage: ledger.usage,
    stockMovements: ledger.movements,
    notifications,
    partVendors: purchasing.partVendors,
    purchaseOrderSequences: purchasing.sequences,
    purchaseOrders: purchasing.orders,
    purchaseOrderLines: purchasing.lines,
    purchaseOrderReceipts: purchasing.receipts,
    purchaseOrderReceiptLines: receiptLineRows(purchasing, ledger),
  };
}

/** The rating each verifier gave the job (1–5, mostly good): the user satisfaction KPI. */
function withRatings(rows: WorkOrderRows['workOrders'], rng: Rng): WorkOrderRows['workOrders'] {
  return rows.map((row) =>
    row.verifiedAt ? { ...row, satisfactionRating: Number(rng.weighted({ 5: 9, 4: 8, 3: 3, 2: 1 })) } : row,
  );
}
