import { phrase } from '../../../../shared/i18n/error-texts';
import {
  counterReadingProblem,
  formatMeterValue,
  isReadInFuture,
  READ_AT_IN_FUTURE,
  type CounterReading,
} from '../../../../shared/meter-rules';
import { createReadingSchema, type CreateReading } from '../../../../shared/schemas/meters';
import type { ImportError } from '../../../../shared/schemas/imports';
import type { Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { AuthContext } from '../../auth/auth.context';
import * as metersRepo from '../../meters/meters.repository';
import type { MetersService } from '../../meters/meters.service';
import { filledCells, type ImportColumn } from './import-columns';
import { outcomeOf, tooManyRows, type ImportKindHandler, type RowOutcome } from './import-plan';
import { readAtOfCell } from './read-at-cell';
import { coded, rowErrors, rowProblem } from './row-errors';

const COLUMNS: readonly ImportColumn[] = [
  { header: 'Asset Tag', field: 'assetTag', required: true },
  { header: 'Meter', field: 'meter', required: true },
  { header: 'Reading', field: 'value', required: true },
  { header: 'Read At', field: 'readAt', required: true },
  { header: 'Reset', field: 'reset' },
  { header: 'Note', field: 'note' },
];

const EXAMPLES = [
  ['CMP-001', 'Running hours', '1204.5', '2026-11-02 07:30', '', 'Start of the morning shift'],
  ['PRS-001', 'Strokes', '2481000', '2026-11-02T14:00:00+01:00', '', ''],
];

/**
 * Readings are recorded one by one through the meters service (about 7 ms each on a 2-core
 * machine), so a file of them is kept to what commits in well under a minute.
 */
export const MAX_METER_READING_ROWS = 5_000;

/** A row that passed its own checks, waiting for its meter's readings to be ordered by time. */
interface Candidate {
  row: number;
  key: string;
  meter: metersRepo.MeterRow;
  input: CreateReading;
  readAt: Date;
}

const asRule = (r: { value: number; readAt: Date; reset?: unknown }): CounterReading => ({
  value: r.value,
  readAt: r.readAt,
  reset: r.reset !== null && r.reset !== undefined,
});

/** The reading's cells as the create schema takes them: a number, a date, blanks left out. */
function readingInput(cells: Record<string, string>, readAt: Date | null, fields: readonly string[]) {
  const filled = filledCells(cells, fields);
  return {
    ...filled,
    value: filled['value'] === undefined ? undefined : Number(filled['value']),
    readAt: readAt ?? undefined,
    source: 'import',
  };
}

/**
 * Meter readings, matched by (meter, read at): the meter by its equipment's asset tag and its
 * name. A reading already stored at that time with the same value is unchanged; another value
 * is an error, for readings are facts an import does not edit. New readings are held to the
 * meters module's rules (not in the future, a gauge has no reset, a counter does not go back
 * unless reset) in time order per meter, and recorded one by one through the meters service.
 */
export function meterReadingsImport({
  meters,
  clock,
}: {
  meters: Pick<MetersService, 'readInTransaction'>;
  clock: Clock;
}): ImportKindHandler {
  const plan: ImportKindHandler['plan'] = async (actor: AuthContext, file, tx: Executor) => {
    if (file.rows.length > MAX_METER_READING_ROWS) {
      return tooManyRows('import.meterReadingRows', MAX_METER_READING_ROWS, file.rows.length);
    }
    const timeZone = await metersRepo.warehouseTimeZone(tx, actor.warehouseId);
    const now = clock.now();
    const tags = [...new Set(file.rows.map((r) => (r.cells['assetTag'] ?? '').trim()).filter(Boolean))];
    const assets = new Map<string, { tag: string; meters: metersRepo.MeterRow[] }>();
    for (const { assetTag, meter } of await metersRepo.metersOfAssetTags(tx, actor.warehouseId, tags)) {
      const asset = assets.get(assetTag.toLowerCase()) ?? { tag: assetTag, meters: [] };
      if (meter) asset.meters.push(meter);
      assets.set(assetTag.toLowerCase(), asset);
    }
    const errors: ImportError[] = [];
    const outcomes = new Map<number, RowOutcome>();
    const candidates: Candidate[] = [];
    const seen = new Map<string, number>();
    const fields = ['value', 'reset', 'note'].filter((f) => file.fields.includes(f));

    for (const { row, cells } of file.rows) {
      const tag = cells['assetTag'] ?? '';
      const meterName = cells['meter'] ?? '';
      const key = `${tag} · ${meterName} · ${cells['readAt'] ?? ''}`;
      const found: ImportError[] = [];
      const asset = assets.get(tag.toLowerCase());
      const meter = asset?.meters.find((m) => m.name.toLowerCase() === meterName.toLowerCase());
      if (!tag) {
        found.push(rowProblem(row, 'Asset Tag', phrase('text.required', { field: 'assetTagColumn' })));
      } else if (!asset) {
        found.push(rowProblem(row, 'Asset Tag', phrase('import.noEquipmentTagged', { tag })));
      } else if (!meterName) {
        found.push(rowProblem(row, 'Meter', phrase('import.meterRequired')));
      } else if (!meter) {
        const names = asset.meters.map((m) => m.name).sort();
        found.push(
          rowProblem(
            row,
            'Meter',
            names.length
              ? phrase('import.noMeterNamed', { tag: asset.tag, meter: meterName, meters: names.join(', ') })
              : phrase('import.noMeters', { tag: asset.tag }),
          ),
        );
      }
      const readAtCell = cells['readAt'] ?? '';
      const readAt = readAtCell ? readAtOfCell(readAtCell, timeZone) : null;
      if (!readAtCell) {
        found.push(rowProblem(row, 'Read At', phrase('import.readAtRequired')));
      } else if (!readAt) {
        found.push(rowProblem(row, 'Read At', phrase('import.readAtNotDate', { cell: readAtCell })));
      } else if (isReadInFuture(readAt, now)) {
        found.push(rowProblem(row, 'Read At', coded(READ_AT_IN_FUTURE)));
      }
      const parsed = createReadingSchema.safeParse(readingInput(cells, readAt, fields));
      if (!parsed.success) {
        found.push(...rowErrors(row, parsed.error, COLUMNS));
      } else if (meter?.kind === 'gauge' && parsed.data.reset) {
        found.push(rowProblem(row, 'Reset', phrase('import.gaugeNoReset')));
      }
      if (meter && readAt && found.length === 0) {
        const at = `${meter.id}|${readAt.toISOString()}`;
        const earlier = seen.get(at);
        if (earlier) {
          found.push(
            rowProblem(
              row,
              'Read At',
              phrase('import.readingTwice', { earlierRow: earlier, meter: meter.name, tag }),
            ),
          );
        }
        seen.set(at, earlier ?? row);
      }
      errors.push(...found);
      if (found.length > 0 || !parsed.success || !meter || !readAt) {
        outcomes.set(row, outcomeOf(row, key, true, 'create'));
        continue;
      }
      candidates.push({ row, key, meter, input: { ...parsed.data, readAt }, readAt });
    }

    // Each meter's new readings in time order, against its stored readings, as the service will see them.
    const creates: Candidate[] = [];
    const byMeter = new Map<string, Candidate[]>();
    for (const c of candidates) {
      const group = byMeter.get(c.meter.id) ?? [];
      group.push(c);
      byMeter.set(c.meter.id, group);
    }
    for (const group of byMeter.values()) {
      group.sort((a, b) => a.readAt.getTime() - b.readAt.getTime() || a.row - b.row);
      const meter = group[0]!.meter;
      const timeline: CounterReading[] = (
        await metersRepo.readingsFromBefore(tx, meter.id, group[0]!.readAt)
      ).map(asRule);
      for (const candidate of group) {
        const time = candidate.readAt.getTime();
        const sameTime = timeline.filter((r) => r.readAt.getTime() === time);
        if (sameTime.length > 0) {
          const same = sameTime.some((r) => r.value === candidate.input.value);
          if (!same) {
            const stored = formatMeterValue(sameTime[0]!.value, meter.unit);
            const value = formatMeterValue(candidate.input.value, meter.unit);
            errors.push(
              rowProblem(
                candidate.row,
                'Reading',
                phrase('import.readingDiffers', { meter: meter.name, stored, value }),
              ),
            );
          }
          outcomes.set(candidate.row, outcomeOf(candidate.row, candidate.key, !same, 'unchanged'));
          continue;
        }
        if (meter.kind === 'counter') {
          const previous = timeline.filter((r) => r.readAt.getTime() <= time).at(-1) ?? null;
          const next = timeline.find((r) => r.readAt.getTime() > time) ?? null;
          const problem = counterReadingProblem(
            {
              value: candidate.input.value,
              readAt: candidate.readAt,
              reset: candidate.input.reset !== undefined,
            },
            { previous, next },
            { unit: meter.unit, timeZone },
          );
          if (problem) {
            errors.push(rowProblem(candidate.row, 'Reading', problem));
            outcomes.set(candidate.row, outcomeOf(candidate.row, candidate.key, true, 'create'));
            continue;
          }
        }
        const at = timeline.findIndex((r) => r.readAt.getTime() > time);
        timeline.splice(
          at === -1 ? timeline.length : at,
          0,
          asRule({ ...candidate.input, readAt: candidate.readAt }),
        );
        creates.push(candidate);
        outcomes.set(candidate.row, outcomeOf(candidate.row, candidate.key, false, 'create'));
      }
    }

    return {
      outcomes: [...outcomes.values()].sort((a, b) => a.row - b.row),
      errors,
      apply: async (tx2, outbox) => {
        for (const create of creates) {
          await meters.readInTransaction(tx2, outbox, actor, create.meter.id, create.input, null);
        }
      },
    };
  };
  return { columns: COLUMNS, examples: EXAMPLES, plan };
}
