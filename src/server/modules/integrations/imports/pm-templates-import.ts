import { phrase } from '../../../../shared/i18n/error-texts';
import type { ImportError } from '../../../../shared/schemas/imports';
import {
  lastDoneOnProblem,
  pmTemplateInputSchema,
  type PmTemplateInput,
} from '../../../../shared/schemas/pm';
import type { AuthContext } from '../../auth/auth.context';
import type { TemplateRow } from '../../pm/pm.repository';
import { templateInputOf, type PmService } from '../../pm/pm.service';
import type { ImportColumn } from './import-columns';
import { outcomeOf, tooManyRows, type ImportKindHandler, type RowOutcome } from './import-plan';
import { coded, rowErrors, rowProblem } from './row-errors';

const COLUMNS: readonly ImportColumn[] = [
  { header: 'Model', field: 'model', required: true },
  { header: 'Component', field: 'component', required: true },
  { header: 'Action', field: 'action', required: true },
  { header: 'Frequency', field: 'frequency' },
  { header: 'Estimated Duration', field: 'estimatedDuration' },
  { header: 'Trigger', field: 'triggerKind' },
  { header: 'Meter', field: 'meterName' },
  { header: 'Usage Interval', field: 'usageInterval' },
  { header: 'Gauge Direction', field: 'gaugeDirection' },
  { header: 'Gauge Value', field: 'gaugeThreshold' },
  { header: 'First Due On', field: 'firstDueOn' },
  { header: 'Last Done On', field: 'lastDoneOn' },
  { header: 'Active', field: 'active' },
  { header: 'Checklist', field: 'checklist' },
  { header: 'Description', field: 'description' },
];

const EXAMPLES = [
  [
    'Atlas Copco GA30',
    'Air filter',
    'Replace',
    'quarterly',
    '45',
    'calendar',
    '',
    '',
    '',
    '2027-01-04',
    '',
    'yes',
    'Isolate and lock out | Replace the filter element | Reset the service indicator',
    'Use OEM element 1613 7407 00',
  ],
  [
    'Atlas Copco GA30',
    'Oil',
    'Change',
    'annually',
    '90',
    'usage',
    'Running hours',
    '4000',
    '',
    '',
    '2026-10-12',
    'yes',
    'Drain the oil | Replace the oil filter | Refill and run 10 minutes',
    '',
  ],
];

/** Templates go through the PM service one by one (each works out its plan), so a file stays small. */
export const MAX_PM_TEMPLATE_ROWS = 2_000;

/**
 * Fields a blank cell clears; a blank in the others keeps what is stored (or the form's default).
 * A blank First Due On keeps the plan's start, as the form does, so a re-import changes nothing.
 */
const CLEARABLE = new Set([
  'meterName',
  'usageInterval',
  'gaugeDirection',
  'gaugeThreshold',
  'lastDoneOn',
  'checklist',
  'description',
]);

const KEY_FIELDS = new Set(['model', 'component', 'action']);
const NUMBERS = new Set(['estimatedDuration', 'usageInterval', 'gaugeThreshold']);
const YES = ['yes', 'y', 'true', '1', 'active'];
const NO = ['no', 'n', 'false', '0', 'inactive'];

/** Steps in one cell: one per line, or separated by "|" as the template writes them. */
const steps = (cell: string) =>
  cell
    .split(/\r?\n|\|/)
    .map((step) => step.trim())
    .filter(Boolean);

/** A cell as the schema takes it; a number that is not one stays text, so the schema names it. */
function cellValue(field: string, cell: string): unknown {
  if (field === 'checklist') return steps(cell);
  if (field === 'active') {
    const word = cell.toLowerCase();
    return YES.includes(word) ? true : NO.includes(word) ? false : cell;
  }
  if (NUMBERS.has(field) && cell !== '' && Number.isFinite(Number(cell))) return Number(cell);
  return cell;
}

const keyOf = (model: string, component: string, action: string) =>
  [model, component, action].map((part) => part.toLowerCase()).join('\u0000');

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * PM templates, matched by model, component and action (case-insensitive) in the caller's
 * warehouse. A row changes only the columns the file has; the procedure and custom fields are
 * kept as stored (they are chosen on the screen). Each template is written through the PM
 * service's audited path, so its plan starts as a template made by hand would (ADR 46).
 */
export function pmTemplatesImport({ pm }: { pm: Pick<PmService, 'bulk'> }): ImportKindHandler {
  const plan: ImportKindHandler['plan'] = async (actor: AuthContext, file, tx) => {
    if (file.rows.length > MAX_PM_TEMPLATE_ROWS) {
      return tooManyRows('import.pmTemplateRows', MAX_PM_TEMPLATE_ROWS, file.rows.length);
    }
    const today = await pm.bulk.today(tx, actor.warehouseId);
    const byKey = new Map<string, TemplateRow[]>();
    for (const row of await pm.bulk.liveRows(tx, actor.warehouseId)) {
      const key = keyOf(row.model, row.component, row.action);
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    const fields = COLUMNS.map((c) => c.field).filter((f) => file.fields.includes(f));
    const seen = new Map<string, number>();
    const creates: PmTemplateInput[] = [];
    const changes: { before: TemplateRow; input: PmTemplateInput }[] = [];
    const outcomes: RowOutcome[] = [];
    const errors: ImportError[] = [];
    for (const { row, cells } of file.rows) {
      const [model, component, action] = [
        cells['model'] ?? '',
        cells['component'] ?? '',
        cells['action'] ?? '',
      ];
      const label = `${model} · ${component} · ${action}`;
      const key = keyOf(model, component, action);
      const found: ImportError[] = [];
      const earlier = seen.get(key);
      if (earlier) {
        found.push(
          rowProblem(row, 'Action', phrase('import.templateTwice', { earlierRow: earlier, template: label })),
        );
      } else if (model && component && action) {
        seen.set(key, row);
      }
      const matches = byKey.get(key) ?? [];
      if (matches.length > 1) {
        found.push(
          rowProblem(
            row,
            'Action',
            phrase('import.templatesNamed', { count: matches.length, template: label }),
          ),
        );
      }
      const stored = matches[0];
      const wanted: Record<string, unknown> = stored ? { ...templateInputOf(stored) } : {};
      for (const field of fields) {
        // A matched template keeps how its key is written: "ksb 65" in a file is the stored "KSB 65".
        if (stored && KEY_FIELDS.has(field)) continue;
        const cell = cells[field] ?? '';
        if (cell !== '') wanted[field] = cellValue(field, cell);
        else if (stored && CLEARABLE.has(field)) wanted[field] = field === 'checklist' ? [] : null;
      }
      if (cells['active'] && typeof wanted['active'] !== 'boolean') {
        found.push(rowProblem(row, 'Active', phrase('import.activeYesNo')));
        delete wanted['active'];
      }
      const parsed = pmTemplateInputSchema.safeParse(wanted);
      if (!parsed.success) found.push(...rowErrors(row, parsed.error, COLUMNS));
      const lastDone = parsed.success ? lastDoneOnProblem(parsed.data.lastDoneOn, today) : null;
      if (lastDone) found.push(rowProblem(row, 'Last Done On', coded(lastDone)));
      errors.push(...found);
      if (!parsed.success || found.length > 0) {
        outcomes.push(outcomeOf(row, label, true, stored ? 'update' : 'create'));
        continue;
      }
      if (!stored) {
        creates.push(parsed.data);
        outcomes.push(outcomeOf(row, label, false, 'create'));
        continue;
      }
      const before: Record<string, unknown> = templateInputOf(stored);
      const isChanged = Object.entries(parsed.data).some(([field, value]) => !same(before[field], value));
      if (isChanged) changes.push({ before: stored, input: parsed.data });
      outcomes.push(outcomeOf(row, label, false, isChanged ? 'update' : 'unchanged'));
    }
    return {
      outcomes,
      errors,
      apply: async (tx2, outbox) => {
        for (const input of creates) await pm.bulk.create(tx2, outbox, actor, input);
        for (const { before, input } of changes) {
          await pm.bulk.replace(tx2, outbox, actor, before, input, before.version);
        }
      },
    };
  };
  return { columns: COLUMNS, examples: EXAMPLES, plan };
}
