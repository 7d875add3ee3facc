import { phrase } from '../../../../shared/i18n/error-texts';
import { createVendorSchema } from '../../../../shared/schemas/vendors';
import type { ImportError } from '../../../../shared/schemas/imports';
import type { AuthContext } from '../../auth/auth.context';
import type { ImportedVendorFields, VendorChange, VendorCreate } from '../../vendors/vendors-bulk';
import type { VendorRow } from '../../vendors/vendors.repository';
import type { VendorsService } from '../../vendors/vendors.service';
import { filledCells, type ImportColumn } from './import-columns';
import { outcomeOf, type ImportKindHandler, type RowOutcome } from './import-plan';
import { rowErrors, rowProblem } from './row-errors';

const COLUMNS: readonly ImportColumn[] = [
  { header: 'Name', field: 'name', required: true },
  { header: 'Type', field: 'type' },
  { header: 'Email', field: 'email' },
  { header: 'Phone', field: 'phone' },
  { header: 'Address', field: 'address' },
  { header: 'Contact Person', field: 'contactPerson' },
];

const EXAMPLES = [
  [
    'Acme Bearings',
    'supplier',
    'orders@acme.example',
    '+1 555 0100',
    '1 Industrial Way, Springfield',
    'Dana Reyes',
  ],
  ['Northside Electrical', 'contractor', 'service@northside.example', '+1 555 0142', '', 'Sam Ortiz'],
];

const FIELDS = [
  'type',
  'email',
  'phone',
  'address',
  'contactPerson',
] as const satisfies readonly (keyof ImportedVendorFields)[];

/** Vendor rows, matched by name (case-insensitive) in the caller's warehouse. */
export function vendorsImport({ vendors }: { vendors: Pick<VendorsService, 'bulk'> }): ImportKindHandler {
  const plan: ImportKindHandler['plan'] = async (actor: AuthContext, file, tx) => {
    const byName = new Map<string, VendorRow[]>();
    for (const row of await vendors.bulk.liveRows(tx, actor.warehouseId)) {
      const key = row.name.toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), row]);
    }
    const seen = new Map<string, number>();
    const creates: VendorCreate[] = [];
    const changes: VendorChange[] = [];
    const outcomes: RowOutcome[] = [];
    const errors: ImportError[] = [];
    for (const { row, cells } of file.rows) {
      const name = cells['name'] ?? '';
      const key = name.toLowerCase();
      const rowErrorsFound: ImportError[] = [];
      const earlier = seen.get(key);
      if (earlier) {
        rowErrorsFound.push(
          rowProblem(row, 'Name', phrase('import.vendorTwice', { name, earlierRow: earlier })),
        );
      } else if (name) {
        seen.set(key, row);
      }
      const matches = byName.get(key) ?? [];
      if (matches.length > 1) {
        rowErrorsFound.push(
          rowProblem(row, 'Name', phrase('import.vendorsNamed', { count: matches.length, name })),
        );
      }
      const parsed = createVendorSchema.safeParse(filledCells(cells, ['name', ...FIELDS]));
      if (!parsed.success) rowErrorsFound.push(...rowErrors(row, parsed.error, COLUMNS));
      errors.push(...rowErrorsFound);
      const hasError = rowErrorsFound.length > 0;
      const stored = matches[0];
      if (!parsed.success || hasError) {
        outcomes.push(outcomeOf(row, name, true, stored ? 'update' : 'create'));
        continue;
      }
      const data = parsed.data;
      const wanted: Partial<ImportedVendorFields> = {};
      for (const field of FIELDS) {
        if (!(field in cells)) continue;
        // A blank type keeps the stored one; other blanks clear the field.
        if (cells[field] === '' && field === 'type') continue;
        Object.assign(wanted, { [field]: cells[field] === '' ? null : (data[field] ?? null) });
      }
      if (!stored) {
        creates.push({
          name: data.name,
          fields: {
            type: data.type,
            email: data.email ?? null,
            phone: data.phone ?? null,
            address: data.address ?? null,
            contactPerson: data.contactPerson ?? null,
          },
        });
        outcomes.push(outcomeOf(row, name, false, 'create'));
        continue;
      }
      const changed = Object.fromEntries(
        Object.entries(wanted).filter(
          ([field, value]) => stored[field as keyof ImportedVendorFields] !== value,
        ),
      ) as Partial<ImportedVendorFields>;
      const isChanged = Object.keys(changed).length > 0;
      if (isChanged) changes.push({ before: stored, changes: changed });
      outcomes.push(outcomeOf(row, name, false, isChanged ? 'update' : 'unchanged'));
    }
    return {
      outcomes,
      errors,
      apply: (tx2, outbox, importId) =>
        vendors.bulk.apply(tx2, outbox, actor, importId, { creates, changes }),
    };
  };
  return { columns: COLUMNS, examples: EXAMPLES, plan };
}
