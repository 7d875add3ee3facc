import type { LocationKind } from '../../../shared/domain';
import type { locations } from '../schema';
import type { Rng } from './random';
import type { PlantContext, SeededUnit } from './types';

type LocationRow = typeof locations.$inferInsert;

/** A node of a plant's location tree as the seed writes it: children under their parent. */
export interface LocationSpec {
  name: string;
  code: string;
  kind: LocationKind;
  children?: LocationSpec[];
}

/**
 * Where each plant's equipment stands (issue 24). The names of the areas are those of the
 * units' free-text `area`, so every unit is placed by its area.
 */
export const MAIN_LOCATIONS: LocationSpec = {
  name: 'Main Plant',
  code: 'MAIN',
  kind: 'site',
  children: [
    {
      name: 'Production Hall',
      code: 'PH',
      kind: 'building',
      children: [
        { name: 'Line 1', code: 'PH-L1', kind: 'line' },
        { name: 'Line 2', code: 'PH-L2', kind: 'line' },
        { name: 'Packaging', code: 'PH-PKG', kind: 'area' },
        { name: 'Machine Shop', code: 'PH-MS', kind: 'area' },
        { name: 'Maintenance Shop', code: 'PH-MNT', kind: 'area' },
        { name: 'Roof', code: 'PH-ROOF', kind: 'area' },
      ],
    },
    {
      name: 'Utilities Building',
      code: 'UB',
      kind: 'building',
      children: [
        { name: 'Compressor Room', code: 'UB-CR', kind: 'area' },
        { name: 'Utilities', code: 'UB-UTL', kind: 'area' },
        { name: 'Boiler Room', code: 'UB-BR', kind: 'area' },
      ],
    },
    {
      name: 'Warehouse',
      code: 'WH',
      kind: 'building',
      children: [
        { name: 'Shipping Dock', code: 'WH-DOCK', kind: 'area' },
        { name: 'Receiving', code: 'WH-RCV', kind: 'area' },
      ],
    },
  ],
};

export const NORTH_LOCATIONS: LocationSpec = {
  name: 'North Plant',
  code: 'NORTH',
  kind: 'site',
  children: [
    {
      name: 'Distribution Center',
      code: 'DC',
      kind: 'building',
      children: [
        { name: 'Utilities', code: 'DC-UTL', kind: 'area' },
        { name: 'Wash Bay', code: 'DC-WASH', kind: 'area' },
        { name: 'Shipping Dock', code: 'DC-DOCK', kind: 'area' },
      ],
    },
  ],
};

/**
 * Assets that are parts of another, by tag: the two lines' machines with their drives and
 * loaders, and two utility machines with theirs.
 */
export const PARENT_OF: Record<string, string> = {
  'VFD-002': 'CNV-001',
  'ROB-003': 'PRS-001',
  'CNV-002': 'PRS-001',
  'VFD-004': 'PMP-001',
  'VFD-001': 'CTW-001',
};

/** The tree's rows, parents first, and the id of each location by name (own random stream: nothing else shifts). */
export function buildLocations(
  ctx: PlantContext,
  rng: Rng,
  root: LocationSpec,
): { rows: LocationRow[]; idByName: Map<string, string> } {
  const rows: LocationRow[] = [];
  const idByName = new Map<string, string>();
  const createdAt = new Date(ctx.now.getTime() - 200 * 86_400_000);
  const visit = (spec: LocationSpec, parentId: string | null) => {
    const id = rng.uuid();
    idByName.set(spec.name, id);
    rows.push({
      id,
      organizationId: ctx.organizationId,
      warehouseId: ctx.warehouseId,
      parentId,
      name: spec.name,
      code: spec.code,
      kind: spec.kind,
      createdBy: ctx.staff.owner,
      updatedBy: ctx.staff.owner,
      createdAt,
      updatedAt: createdAt,
    });
    for (const child of spec.children ?? []) visit(child, id);
  };
  visit(root, null);
  return { rows, idByName };
}

/** Each unit's location (by its area) and parent asset (by `PARENT_OF`). */
export function placeUnits(
  units: SeededUnit[],
  locationIdByName: Map<string, string>,
): Map<string, { locationId: string | null; parentId: string | null }> {
  const idByTag = new Map(units.map((u) => [u.tag, u.id]));
  return new Map(
    units.map((unit) => {
      const parentTag = PARENT_OF[unit.tag];
      return [
        unit.id,
        {
          locationId: locationIdByName.get(unit.area) ?? null,
          parentId: (parentTag && idByTag.get(parentTag)) || null,
        },
      ];
    }),
  );
}
