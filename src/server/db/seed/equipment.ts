import type { auditLog, equipment } from '../schema';
import { MODELS } from './equipment-catalog';
import { addDays, isoDate } from './random';
import type { PlantContext, SeededUnit, UnitSpec } from './types';

type EquipmentRow = typeof equipment.$inferInsert;
type AuditRow = typeof auditLog.$inferInsert;

function modelOf(name: string) {
  const model = MODELS[name];
  if (!model) throw new Error(`Demo model ${name} is missing from the catalog`);
  return model;
}

/** The asset register of one plant, registered before any work order, with its audit trail. */
export function buildEquipment(
  ctx: PlantContext,
  specs: UnitSpec[],
): { rows: EquipmentRow[]; audit: AuditRow[]; units: SeededUnit[] } {
  const createdAt = addDays(ctx.now, -200);
  const rows: EquipmentRow[] = [];
  const audit: AuditRow[] = [];
  const units: SeededUnit[] = [];
  for (const spec of specs) {
    const model = modelOf(spec.model);
    const id = ctx.rng.uuid();
    const installed = addDays(ctx.now, -Math.round(spec.installedYearsAgo * 365));
    rows.push({
      id,
      organizationId: ctx.organizationId,
      warehouseId: ctx.warehouseId,
      assetTag: spec.tag,
      name: spec.name,
      model: spec.model,
      description: spec.description,
      area: spec.area,
      status: spec.status,
      criticality: spec.criticality,
      installDate: isoDate(installed),
      warrantyExpiry: isoDate(addDays(installed, model.warrantyYears * 365)),
      manufacturer: model.manufacturer,
      serialNumber: `${model.serialPrefix}${ctx.rng.int(100_000, 999_999)}`,
      specifications: model.specifications,
      createdBy: ctx.staff.owner,
      updatedBy: ctx.staff.owner,
      createdAt,
      updatedAt: createdAt,
    });
    audit.push({
      id: ctx.rng.uuid(),
      organizationId: ctx.organizationId,
      warehouseId: ctx.warehouseId,
      userId: ctx.staff.owner,
      entityType: 'equipment',
      entityId: id,
      action: 'created',
      changes: { assetTag: spec.tag, model: spec.model, name: spec.name },
      createdAt,
    });
    const { tag, name, area, status, criticality } = spec;
    units.push({
      id,
      tag,
      model: spec.model,
      name,
      area,
      kind: model.kind,
      status,
      criticality,
      installedAt: installed,
    });
  }
  return { rows, audit, units };
}

/** Units that still take work: retired and mothballed (inactive) assets get no new orders. */
export const isInService = (unit: SeededUnit) => unit.status === 'active' || unit.status === 'maintenance';
