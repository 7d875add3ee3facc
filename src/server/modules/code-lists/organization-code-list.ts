import type { Decision } from '../../../shared/policies/decision';
import type { OrganizationActor } from '../../../shared/policies/shared-settings';
import type { Database, Executor } from '../../db/client';
import { enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageWhole } from '../../lib/cursor';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import type { EventBus, RealtimeTopic } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { UsersService } from '../users/users.service';

/** "Waiting on the crane!" → "waiting_on_the_crane": a code a person can still read in an export. */
export function codeFrom(label: string): string {
  const stem = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 32);
  return stem || 'reason';
}

/** The stem, or the stem with the first free number after it. */
export function uniqueCode(stem: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n += 1) {
    if (!used.has(`${stem}_${n}`)) return `${stem}_${n}`;
  }
}

/**
 * The rows of one code list, as its repository reads and writes them. `input` is the create
 * request, for a list split by more than the organization (close-out codes by kind).
 */
export interface CodeListStore<Row, Create, Update> {
  list(db: Executor, organizationId: string): Promise<Row[]>;
  find(db: Executor, organizationId: string, id: string): Promise<Row | undefined>;
  /** Codes of the list the new entry goes in that start with `stem`. */
  codesLike(db: Executor, organizationId: string, input: Create, stem: string): Promise<string[]>;
  nextPosition(db: Executor, organizationId: string, input: Create): Promise<number>;
  insert(db: Executor, organizationId: string, input: Create, code: string, position: number): Promise<Row>;
  /** Undefined when `expected` is given and the row's version is another. */
  update(
    db: Executor,
    organizationId: string,
    id: string,
    changes: Update,
    expected?: number,
  ): Promise<Row | undefined>;
}

/** What a code list's service is made with. */
export interface CodeListDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  users: Pick<UsersService, 'organizationActor'>;
}

/**
 * An organization's list of stable codes with renamable labels (downtime reasons, ADR 32;
 * close-out codes, ADR 56): listed whole, added to with a code made from the label, and
 * renamed, reordered, retired and restored with If-Match — only by whom `may` allows, checked
 * against the organization's plants in the transaction. Organization-wide, so the events name
 * no warehouse.
 */
export function createOrganizationCodeList<
  Row extends Record<string, unknown> & { id: string },
  Dto extends Record<string, unknown> & { id: string },
  Create extends { label: string },
  Update extends Partial<Row>,
>({
  db,
  clock,
  events,
  users,
  may,
  entityType,
  topic,
  name,
  store,
  toDto,
  createdFacts,
}: CodeListDeps & {
  may: (actor: OrganizationActor) => Decision;
  /** The audit rows' entity and the events' type. */
  entityType: string;
  /** Where the clients that show the labels listen. */
  topic: RealtimeTopic;
  /** What a 404 calls a missing entry. */
  name: string;
  store: CodeListStore<Row, Create, Update>;
  toDto: (row: Row) => Dto;
  /** What the audit row of a new entry records. */
  createdFacts: (row: Row) => Record<string, unknown>;
}) {
  const event = (actor: AuthContext, action: string, dto: Dto) => ({
    topic,
    type: entityType,
    action,
    id: dto.id,
    data: dto,
    at: clock.now().toISOString(),
    organizationId: actor.organizationId,
    warehouseId: null,
  });

  async function list(actor: AuthContext, query: { limit: number; cursor?: string | undefined }) {
    return pageWhole((await store.list(db, actor.organizationId)).map(toDto), query);
  }

  async function create(actor: AuthContext, input: Create): Promise<Dto> {
    return inTransaction(db, events, async (tx, outbox) => {
      enforce(may(await users.organizationActor(actor, tx)));
      const stem = codeFrom(input.label);
      const code = uniqueCode(stem, await store.codesLike(tx, actor.organizationId, input, stem));
      const position = await store.nextPosition(tx, actor.organizationId, input);
      const row = await store.insert(tx, actor.organizationId, input, code, position);
      await recordAudit(tx, actor, {
        entityType,
        entityId: row.id,
        action: 'created',
        changes: createdFacts(row),
      });
      const dto = toDto(row);
      outbox.push(event(actor, 'created', dto));
      return dto;
    });
  }

  async function update(actor: AuthContext, id: string, input: Update, expected?: number): Promise<Dto> {
    return inTransaction(db, events, async (tx, outbox) => {
      enforce(may(await users.organizationActor(actor, tx)));
      const before = await store.find(tx, actor.organizationId, id);
      if (!before) throw notFound(name);
      const row = await store.update(tx, actor.organizationId, id, input, expected);
      if (!row) throw versionConflict(toDto(before));
      await recordAudit(tx, actor, {
        entityType,
        entityId: id,
        action: 'updated',
        changes: diffFields(before, input),
      });
      const dto = toDto(row);
      outbox.push(event(actor, 'updated', dto));
      return dto;
    });
  }

  return { list, create, update };
}
