import { phrase } from '../../../../shared/i18n/error-texts';
import {
  createPartSchema,
  MAX_STOCK_BELOW_REORDER_POINT,
  maxStockFits,
} from '../../../../shared/schemas/parts';
import type { ImportError } from '../../../../shared/schemas/imports';
import type { AuthContext } from '../../auth/auth.context';
import type { ImportedPartFields, PartChange, PartCreate } from '../../parts/parts-bulk';
import type { PartRow } from '../../parts/parts.repository';
import type { PartsService } from '../../parts/parts.service';
import type { VendorsService } from '../../vendors/vendors.service';
import { filledCells, type ImportColumn } from './import-columns';
import { outcomeOf, type ImportKindHandler, type RowOutcome } from './import-plan';
import { coded, rowErrors, rowProblem } from './row-errors';

/** The parts export's columns (its "Stock Status" and "Stock Value" are figures, not fields). */
const COLUMNS: readonly ImportColumn[] = [
  { header: 'Part Number', field: 'partNumber', required: true },
  { header: 'Name', field: 'name', required: true },
  { header: 'Description', field: 'description' },
  { header: 'Category', field: 'category' },
  { header: 'Unit Of Measure', field: 'unitOfMeasure' },
  { header: 'Unit Cost', field: 'unitCost' },
  { header: 'Stock Level', field: 'stockLevel' },
  { header: 'Reorder Point', field: 'reorderPoint' },
  { header: 'Reorder Quantity', field: 'reorderQuantity' },
  { header: 'Maximum Stock', field: 'maxStock' },
  { header: 'Vendor', field: 'vendor' },
  { header: 'Location', field: 'location' },
];

const EXAMPLES = [
  [
    'BRG-6204',
    'Ball bearing 6204',
    'Sealed, 20 x 47 x 14 mm',
    'mechanical',
    'each',
    '4.80',
    '24',
    '6',
    '20',
    '40',
    '',
    'Store A, bin 12',
  ],
  [
    'FUS-10A',
    'Fuse 10 A',
    'Cartridge fuse, 10 x 38 mm',
    'electrical',
    'each',
    '1.25',
    '50',
    '10',
    '',
    '',
    '',
    'Store B, drawer 3',
  ],
];

const SCHEMA_FIELDS = COLUMNS.map((c) => c.field);
/** Blank in the file keeps the stored value: the figures a part cannot be without. */
const KEPT_WHEN_BLANK = new Set(['category', 'unitCost', 'reorderPoint', 'stockLevel']);
const TEXT_FIELDS = ['name', 'description', 'category', 'location'] as const;
const COUNT_FIELDS = ['reorderPoint', 'reorderQuantity', 'maxStock'] as const;

type Wanted = Partial<ImportedPartFields>;

/** The schema's input: the part form sends these two as numbers (the other counts are coerced). */
const NUMBER_FIELDS = ['reorderQuantity', 'maxStock'] as const;

function schemaInput(cells: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = filledCells(cells, SCHEMA_FIELDS);
  for (const field of NUMBER_FIELDS) {
    const value = input[field];
    // Anything else is left as text for the schema to refuse with its own message.
    if (typeof value === 'string' && /^-?\d+$/.test(value)) input[field] = Number(value);
  }
  return input;
}

/** Parts, matched by part number (case-insensitive) in the caller's warehouse; vendors by name. */
export function partsImport({
  parts,
  vendors,
}: {
  parts: Pick<PartsService, 'bulk'>;
  vendors: Pick<VendorsService, 'bulk'>;
}): ImportKindHandler {
  const plan: ImportKindHandler['plan'] = async (actor: AuthContext, file, tx) => {
    const byNumber = new Map<string, PartRow>();
    for (const row of await parts.bulk.liveRows(tx, actor.warehouseId))
      byNumber.set(row.partNumber.toLowerCase(), row);
    const vendorsByName = new Map<string, { id: string; name: string }[]>();
    for (const v of await vendors.bulk.liveRows(tx, actor.warehouseId)) {
      const key = v.name.toLowerCase();
      vendorsByName.set(key, [...(vendorsByName.get(key) ?? []), { id: v.id, name: v.name }]);
    }
    const seen = new Map<string, number>();
    const creates: PartCreate[] = [];
    const changes: PartChange[] = [];
    const outcomes: RowOutcome[] = [];
    const errors: ImportError[] = [];

    /** The vendor a cell names: the stored one when unchanged, else a vendor of the warehouse. */
    function vendorOf(row: number, name: string, stored: PartRow | undefined): Wanted | ImportError {
      if (name === '') return { vendor: null, vendorId: null };
      if (stored && stored.vendor === name) return { vendor: stored.vendor, vendorId: stored.vendorId };
      const found = vendorsByName.get(name.toLowerCase()) ?? [];
      if (found.length === 1) return { vendor: found[0]!.name, vendorId: found[0]!.id };
      return rowProblem(
        row,
        'Vendor',
        found.length === 0
          ? phrase('import.noVendorNamed', { name })
          : phrase('import.vendorsNamed', { count: found.length, name }),
      );
    }

    for (const { row, cells } of file.rows) {
      const partNumber = cells['partNumber'] ?? '';
      const key = partNumber.toLowerCase();
      const found: ImportError[] = [];
      const earlier = seen.get(key);
      if (earlier) {
        found.push(
          rowProblem(
            row,
            'Part Number',
            phrase('import.partNumberTwice', { partNumber, earlierRow: earlier }),
          ),
        );
      } else if (partNumber) {
        seen.set(key, row);
      }
      const stored = byNumber.get(key);
      const parsed = createPartSchema.safeParse(schemaInput(cells));
      if (!parsed.success) found.push(...rowErrors(row, parsed.error, COLUMNS));
      const vendor = 'vendor' in cells ? vendorOf(row, cells['vendor'] ?? '', stored) : {};
      if ('message' in vendor) found.push(vendor);
      if (!parsed.success || found.length > 0 || 'message' in vendor) {
        errors.push(...found);
        outcomes.push(outcomeOf(row, partNumber, true, stored ? 'update' : 'create'));
        continue;
      }
      const data = parsed.data;
      const wanted: Wanted = { ...vendor };
      for (const field of [...TEXT_FIELDS, ...COUNT_FIELDS, 'unitCost'] as const) {
        if (!(field in cells)) continue;
        if (cells[field] === '' && (KEPT_WHEN_BLANK.has(field) || !stored)) continue;
        Object.assign(wanted, { [field]: cells[field] === '' ? null : data[field] });
      }
      if (!stored) {
        creates.push({
          partNumber: data.partNumber,
          stockLevel: data.stockLevel,
          fields: {
            name: data.name,
            description: data.description ?? null,
            category: data.category,
            unitCost: data.unitCost,
            reorderPoint: data.reorderPoint,
            reorderQuantity: data.reorderQuantity,
            maxStock: data.maxStock,
            vendor: null,
            vendorId: null,
            location: data.location ?? null,
            ...vendor,
          },
        });
        outcomes.push(outcomeOf(row, partNumber, false, 'create'));
        continue;
      }
      const changed = Object.fromEntries(
        Object.entries(wanted).filter(([field, value]) =>
          field === 'unitCost'
            ? Number(stored.unitCost) !== Number(value)
            : stored[field as keyof ImportedPartFields] !== value,
        ),
      ) as Wanted;
      if (!maxStockFits({ ...stored, ...changed })) {
        errors.push(rowProblem(row, 'Maximum Stock', coded(MAX_STOCK_BELOW_REORDER_POINT)));
        outcomes.push(outcomeOf(row, partNumber, true, 'update'));
        continue;
      }
      const stock =
        cells['stockLevel'] && data.stockLevel !== stored.stockLevel ? { stockLevel: data.stockLevel } : {};
      const isChanged = Object.keys(changed).length > 0 || 'stockLevel' in stock;
      if (isChanged) changes.push({ before: stored, changes: changed, ...stock });
      outcomes.push(outcomeOf(row, partNumber, false, isChanged ? 'update' : 'unchanged'));
    }
    return {
      outcomes,
      errors,
      apply: (tx2, outbox, importId) => parts.bulk.apply(tx2, outbox, actor, importId, { creates, changes }),
    };
  };
  return { columns: COLUMNS, examples: EXAMPLES, plan };
}
