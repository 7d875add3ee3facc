import { randomUUID } from 'node:crypto';
import { phrase } from '../../../../shared/i18n/error-texts';
import { createEquipmentSchema, MAX_EQUIPMENT_DEPTH } from '../../../../shared/schemas/equipment';
import type { ImportError } from '../../../../shared/schemas/imports';
import type { AuthContext } from '../../auth/auth.context';
import type {
  EquipmentCreate,
  EquipmentChange,
  ImportedEquipmentFields,
} from '../../equipment/equipment-bulk';
import type { EquipmentRow } from '../../equipment/equipment.repository';
import type { EquipmentService } from '../../equipment/equipment.service';
import type { LocationsService } from '../../locations/locations.service';
import { filledCells, type ImportColumn, type ImportRow } from './import-columns';
import {
  outcomeOf,
  type ImportedRows,
  type ImportKindHandler,
  type ImportPlan,
  type RowOutcome,
} from './import-plan';
import { rowErrors, rowProblem } from './row-errors';

/** The equipment export's headers (reports module), then the two references by natural key. */
const COLUMNS: readonly ImportColumn[] = [
  { header: 'Asset Tag', field: 'assetTag', required: true },
  { header: 'Name', field: 'name', required: true },
  { header: 'Model', field: 'model', required: true },
  { header: 'Description', field: 'description', required: true },
  { header: 'Location', field: 'area' },
  { header: 'Status', field: 'status' },
  { header: 'Criticality', field: 'criticality' },
  { header: 'Manufacturer', field: 'manufacturer' },
  { header: 'Serial Number', field: 'serialNumber' },
  { header: 'Install Date', field: 'installDate' },
  { header: 'Warranty Expiry', field: 'warrantyExpiry' },
  { header: 'Location Code', field: 'locationCode' },
  { header: 'Parent Asset Tag', field: 'parentTag' },
];

const EXAMPLES = [
  [
    'PMP-100',
    'Cooling water pump',
    'KSB Etanorm 65',
    'Main cooling loop pump',
    'Hall 1',
    'active',
    'high',
    'KSB',
    'SN-48213',
    '2024-03-01',
    '2027-03-01',
    '',
    '',
  ],
  [
    'MTR-101',
    'Pump motor',
    'Siemens 1LE1',
    'Drive motor of the cooling pump',
    'Hall 1',
    'active',
    'medium',
    'Siemens',
    'SN-99120',
    '2024-03-01',
    '',
    '',
    'PMP-100',
  ],
];

/** The fields a cell sets as it is; the references are resolved by key below. */
const PLAIN_FIELDS = [
  'name',
  'model',
  'description',
  'area',
  'status',
  'criticality',
  'manufacturer',
  'serialNumber',
  'installDate',
  'warrantyExpiry',
] as const satisfies readonly (keyof ImportedEquipmentFields)[];

/** A blank cell of these keeps the stored value (a new asset gets the default); other blanks clear. */
const DEFAULTED = new Set<string>(['status', 'criticality']);

const rowSchema = createEquipmentSchema.omit({ locationId: true, parentId: true, specifications: true });

interface Pending {
  row: number;
  cells: Record<string, string>;
  tag: string;
  id: string;
  stored: EquipmentRow | undefined;
  /** What the file sets: every field of a new asset, the file's columns of a stored one. */
  wanted: Partial<ImportedEquipmentFields>;
  created: ImportedEquipmentFields | undefined;
  errors: ImportError[];
}

/**
 * Equipment rows, matched by asset tag (case-insensitive) in the caller's warehouse. A parent is
 * named by asset tag and may be stored or anywhere in the file; a location by its code.
 */
export function equipmentImport({
  equipment,
  locations,
}: {
  equipment: Pick<EquipmentService, 'bulk'>;
  locations: Pick<LocationsService, 'idsByCode'>;
}): ImportKindHandler {
  async function plan(
    actor: AuthContext,
    file: ImportedRows,
    tx: Parameters<ImportKindHandler['plan']>[2],
  ): Promise<ImportPlan> {
    const storedRows = await equipment.bulk.liveRows(tx, actor.warehouseId);
    const byTag = new Map(storedRows.map((r) => [r.assetTag.toLowerCase(), r]));
    const codes = file.fields.includes('locationCode')
      ? await locations.idsByCode(actor.warehouseId, tx)
      : new Map<string, string>();
    const inFile = new Map<string, { id: string; row: number }>();
    const pending = file.rows.map((r) => firstPass(r, byTag, inFile));
    for (const p of pending) {
      if (p.errors.length === 0) resolve(p, codes, byTag, inFile);
    }
    const depths = checkTree(pending, storedRows);
    return finish(actor, pending, depths);
  }

  /** The row's key and id (the stored asset's, or a new one other rows can name as parent). */
  function firstPass(
    r: ImportRow,
    byTag: Map<string, EquipmentRow>,
    inFile: Map<string, { id: string; row: number }>,
  ): Pending {
    const tag = r.cells['assetTag'] ?? '';
    const key = tag.toLowerCase();
    const stored = byTag.get(key);
    const pending: Pending = {
      row: r.row,
      cells: r.cells,
      tag,
      id: stored?.id ?? randomUUID(),
      stored,
      wanted: {},
      created: undefined,
      errors: [],
    };
    const earlier = inFile.get(key);
    if (earlier) {
      pending.errors.push(
        rowProblem(r.row, 'Asset Tag', phrase('import.assetTagTwice', { tag, earlierRow: earlier.row })),
      );
    } else if (tag) {
      inFile.set(key, { id: pending.id, row: r.row });
    }
    const parsed = rowSchema.safeParse(filledCells(r.cells, ['assetTag', ...PLAIN_FIELDS]));
    if (!parsed.success) {
      pending.errors.push(...rowErrors(r.row, parsed.error, COLUMNS));
      return pending;
    }
    const data = parsed.data;
    for (const field of PLAIN_FIELDS) {
      if (!(field in r.cells)) continue;
      if (r.cells[field] === '') {
        if (!DEFAULTED.has(field)) pending.wanted = { ...pending.wanted, [field]: null };
      } else {
        pending.wanted = { ...pending.wanted, [field]: data[field] ?? null };
      }
    }
    if (!stored) {
      pending.created = {
        name: data.name,
        model: data.model,
        description: data.description,
        area: data.area ?? null,
        status: data.status,
        criticality: data.criticality,
        manufacturer: data.manufacturer ?? null,
        serialNumber: data.serialNumber ?? null,
        installDate: data.installDate ?? null,
        warrantyExpiry: data.warrantyExpiry ?? null,
        locationId: null,
        parentId: null,
      };
    }
    return pending;
  }

  /** The location (by code) and the parent (by asset tag, stored or in the file). */
  function resolve(
    p: Pending,
    codes: Map<string, string>,
    byTag: Map<string, EquipmentRow>,
    inFile: Map<string, { id: string; row: number }>,
  ) {
    const code = p.cells['locationCode'];
    if (code !== undefined) {
      const locationId = code === '' ? null : codes.get(code.toLowerCase());
      if (locationId === undefined) {
        p.errors.push(rowProblem(p.row, 'Location Code', phrase('import.noLocationCode', { code })));
      } else {
        p.wanted.locationId = locationId;
      }
    }
    const parentTag = p.cells['parentTag'];
    if (parentTag === undefined) return;
    const key = parentTag.toLowerCase();
    const parentId = parentTag === '' ? null : (inFile.get(key)?.id ?? byTag.get(key)?.id);
    if (parentId === undefined) {
      p.errors.push(rowProblem(p.row, 'Parent Asset Tag', phrase('import.noParentTag', { tag: parentTag })));
    } else if (parentId === p.id) {
      p.errors.push(rowProblem(p.row, 'Parent Asset Tag', phrase('import.ownParent', { tag: p.tag })));
    } else {
      p.wanted.parentId = parentId;
    }
  }

  /**
   * The tree as it would be after the import: no cycle, no asset deeper than the limit. Answers
   * each asset's level, so new assets are inserted parents first.
   */
  function checkTree(pending: Pending[], storedRows: EquipmentRow[]): Map<string, number> {
    const parentOf = new Map(storedRows.map((r) => [r.id, r.parentId]));
    const tagOf = new Map(storedRows.map((r) => [r.id, r.assetTag]));
    for (const p of pending) {
      tagOf.set(p.id, p.tag);
      if (p.wanted.parentId !== undefined) parentOf.set(p.id, p.wanted.parentId);
    }
    const depths = new Map<string, number>();
    for (const p of pending) {
      if (p.errors.length > 0) continue;
      const seen = new Set([p.id]);
      let current = parentOf.get(p.id) ?? null;
      while (current && !seen.has(current)) {
        seen.add(current);
        current = parentOf.get(current) ?? null;
      }
      if (current === p.id) {
        const through = tagOf.get(parentOf.get(p.id) ?? '') ?? '';
        p.errors.push(
          rowProblem(p.row, 'Parent Asset Tag', phrase('import.parentCycle', { tag: p.tag, through })),
        );
      } else if (seen.size > MAX_EQUIPMENT_DEPTH) {
        p.errors.push(
          rowProblem(
            p.row,
            'Parent Asset Tag',
            phrase('import.tooDeep', { tag: p.tag, depth: seen.size, max: MAX_EQUIPMENT_DEPTH }),
          ),
        );
      }
      depths.set(p.id, seen.size);
    }
    return depths;
  }

  function finish(actor: AuthContext, pending: Pending[], depths: Map<string, number>): ImportPlan {
    const creates: (EquipmentCreate & { depth: number })[] = [];
    const changes: EquipmentChange[] = [];
    const outcomes: RowOutcome[] = [];
    for (const p of pending) {
      const hasError = p.errors.length > 0;
      if (!p.stored) {
        if (p.created)
          creates.push({
            id: p.id,
            assetTag: p.tag,
            fields: { ...p.created, ...p.wanted },
            depth: depths.get(p.id) ?? 1,
          });
        outcomes.push(outcomeOf(p.row, p.tag, hasError, 'create'));
        continue;
      }
      const stored = p.stored;
      const changed = Object.fromEntries(
        Object.entries(p.wanted).filter(
          ([field, value]) => stored[field as keyof ImportedEquipmentFields] !== value,
        ),
      ) as Partial<ImportedEquipmentFields>;
      const isChanged = Object.keys(changed).length > 0;
      if (isChanged) changes.push({ before: stored, changes: changed });
      outcomes.push(outcomeOf(p.row, p.tag, hasError, isChanged ? 'update' : 'unchanged'));
    }
    creates.sort((a, b) => a.depth - b.depth);
    return {
      outcomes,
      errors: pending.flatMap((p) => p.errors),
      apply: (tx, outbox, importId) =>
        equipment.bulk.apply(tx, outbox, actor, importId, { creates, changes }),
    };
  }

  return { columns: COLUMNS, examples: EXAMPLES, plan };
}
