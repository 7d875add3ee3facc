import { procedureChanges } from '../../../shared/procedure-changes';
import type {
  ListProceduresQuery,
  Procedure,
  ProcedureInput,
  ProcedureListItem,
  ProcedureVersion,
  ProcedureVersionSummary,
} from '../../../shared/schemas/procedures';
import type { Database, Executor } from '../../db/client';
import { phrase } from '../../../shared/i18n/error-texts';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import { personName } from '../audit/display-names';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './procedures.repository';

const stepsIn = (v: Pick<repo.ProcedureVersionRow, 'sections'>) =>
  v.sections.reduce((n, s) => n + s.steps.length, 0);

function toListItem({ row, stepCount }: repo.ProcedureListRecord): ProcedureListItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    currentVersion: row.currentVersion,
    stepCount,
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

function toSummary(
  { row, createdByName }: repo.VersionRecord,
  before: repo.VersionRecord | undefined,
): ProcedureVersionSummary {
  return {
    number: row.number,
    createdAt: toIso(row.createdAt),
    createdByName: personName(row.createdBy, createdByName),
    changes: before ? procedureChanges(before.row, row) : [],
  };
}

/**
 * The procedure library (issue 25 §1, ADR 55): every edit publishes a new version, kept for the
 * orders issued with it; a procedure's current version is what new orders and PM templates get.
 */
export function createProceduresService(deps: { db: Database; clock: Clock; events: EventBus }) {
  const { db, clock, events } = deps;
  // Procedures are planning: the PM topic's screens (templates, the library) refresh with them.
  const event = (actor: AuthContext, action: string, dto: Procedure) =>
    mutationEvent(actor, { topic: 'pm', type: 'procedure', action, id: dto.id, data: dto }, clock.now());

  async function load(actor: AuthContext, id: string, tx: Executor = db, lock = false) {
    const row = await repo.findProcedure(tx, actor.warehouseId, id, lock);
    if (!row) throw notFound('Procedure');
    return row;
  }

  async function toDto(tx: Executor, row: repo.ProcedureRow): Promise<Procedure> {
    const versions = await repo.listVersions(tx, row.id);
    const current = versions.find((v) => v.row.number === row.currentVersion);
    if (!current) throw new Error(`Procedure ${row.id} has no version ${row.currentVersion}`);
    return {
      ...toListItem({ row, stepCount: stepsIn(current.row) }),
      sections: current.row.sections,
      versions: versions.map((v, i) => toSummary(v, versions[i + 1])),
    };
  }

  async function list(actor: AuthContext, query: ListProceduresQuery) {
    const [rows, total] = await Promise.all([
      repo.listProcedures(db, actor.warehouseId, query, decodeCursor(query.cursor)),
      repo.countProcedures(db, actor.warehouseId, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.row.name.toLowerCase(), id: r.row.id }));
    return { items: page.items.map(toListItem), nextCursor: page.nextCursor, total };
  }

  const get = async (actor: AuthContext, id: string) => toDto(db, await load(actor, id));

  async function version(actor: AuthContext, id: string, number: number): Promise<ProcedureVersion> {
    await load(actor, id);
    const pair = await repo.findVersionPair(db, id, number);
    if (!pair) throw new AppError('NOT_FOUND', phrase('procedure.versionNotFound', { number }));
    const { row } = pair.version;
    return {
      ...toSummary(pair.version, pair.before),
      procedureId: id,
      name: row.name,
      category: row.category,
      sections: row.sections,
    };
  }

  /** A plant's procedures are told apart by name: pickers and the library list them by it. */
  async function assertNameFree(tx: Executor, actor: AuthContext, name: string, id: string | null) {
    if (await repo.otherProcedureNamed(tx, actor.warehouseId, name, id))
      throw new AppError('CONFLICT', phrase('procedure.nameTaken', { name }), {
        details: [{ path: 'name', ...phrase('procedure.nameTakenShort') }],
      });
  }

  async function create(actor: AuthContext, input: ProcedureInput): Promise<Procedure> {
    return inTransaction(db, events, async (tx, outbox) => {
      await assertNameFree(tx, actor, input.name, null);
      const row = await repo.insertProcedure(tx, {
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        name: input.name,
        category: input.category,
        currentVersion: 1,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      });
      await repo.insertVersion(tx, { procedureId: row.id, number: 1, ...input, createdBy: actor.userId });
      await recordAudit(tx, actor, {
        entityType: 'procedure',
        entityId: row.id,
        action: 'created',
        changes: { name: input.name, version: 1 },
      });
      const dto = await toDto(tx, row);
      outbox.push(event(actor, 'created', dto));
      return dto;
    });
  }

  /** Publishes the content as the next version; orders issued with earlier ones keep theirs. */
  async function publish(
    actor: AuthContext,
    id: string,
    input: ProcedureInput,
    expected?: number,
  ): Promise<Procedure> {
    return inTransaction(db, events, async (tx, outbox) => {
      const current = await load(actor, id, tx, true);
      if (expected !== undefined && current.version !== expected)
        throw versionConflict(await toDto(tx, current));
      await assertNameFree(tx, actor, input.name, id);
      const previous = await repo.findVersionRow(tx, id, current.currentVersion);
      const number = current.currentVersion + 1;
      await repo.insertVersion(tx, { procedureId: id, number, ...input, createdBy: actor.userId });
      const row = await repo.updateProcedureRow(tx, id, {
        name: input.name,
        category: input.category,
        currentVersion: number,
        updatedBy: actor.userId,
      });
      if (!row) throw notFound('Procedure');
      await recordAudit(tx, actor, {
        entityType: 'procedure',
        entityId: id,
        action: 'updated',
        changes: {
          version: { from: current.currentVersion, to: number },
          changes: previous ? procedureChanges(previous, input) : [],
        },
      });
      const dto = await toDto(tx, row);
      outbox.push(event(actor, 'updated', dto));
      return dto;
    });
  }

  /** The version new orders get: the procedure's current one (404 when it is not the caller's plant's). */
  async function currentVersion(actor: AuthContext, id: string, tx: Executor = db) {
    const row = await load(actor, id, tx);
    const found = await repo.findVersionRow(tx, id, row.currentVersion);
    if (!found) throw notFound('Procedure');
    return found;
  }

  const versionById = (id: string, tx: Executor = db) => repo.findVersionById(tx, id);

  return { list, get, version, create, publish, currentVersion, versionById };
}

export type ProceduresService = ReturnType<typeof createProceduresService>;
