import type { Executor } from '../../db/client';
import { findDisplayNames } from './display-names.repository';

/** What a screen shows for a person who is no longer there. */
export const DELETED_USER = 'a deleted user';
/** What a screen shows for a record that is no longer there. */
export const DELETED_RECORD = 'a deleted record';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Fields of recorded changes that name a person (the rest name records). */
const PERSON_FIELD = /^(assignedTo|userId|.*By)$/;

/** A person's name as shown: the name, "a deleted user" when they are gone, null for the system. */
export const personName = (
  userId: string | null | undefined,
  name: string | null | undefined,
): string | null => (userId ? (name ?? DELETED_USER) : null);

function collectIds(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string' && UUID.test(value)) into.add(value.toLowerCase());
  else if (Array.isArray(value)) value.forEach((item) => collectIds(item, into));
  else if (typeof value === 'object' && value !== null)
    Object.values(value).forEach((item) => collectIds(item, into));
  return into;
}

/**
 * The names of the people and records that recorded changes refer to by id (an assignee, an
 * equipment, a vendor…).
 */
export async function loadDisplayNames(
  db: Executor,
  values: readonly unknown[],
): Promise<Map<string, string>> {
  const ids = [...values.reduce<Set<string>>((found, value) => collectIds(value, found), new Set())];
  return ids.length === 0 ? new Map() : findDisplayNames(db, ids);
}

/**
 * Recorded changes with every id replaced by the name it stands for ("a deleted user" or "a
 * deleted record" when it is gone), so what a person reads names people and records.
 */
export function withNames(value: unknown, names: ReadonlyMap<string, string>, field = ''): unknown {
  if (typeof value === 'string' && UUID.test(value)) {
    return names.get(value.toLowerCase()) ?? (PERSON_FIELD.test(field) ? DELETED_USER : DELETED_RECORD);
  }
  if (Array.isArray(value)) return value.map((item) => withNames(item, names, field));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        // {from, to} of a diff belong to the field they change.
        withNames(item, names, key === 'from' || key === 'to' ? field : key),
      ]),
    );
  }
  return value;
}
