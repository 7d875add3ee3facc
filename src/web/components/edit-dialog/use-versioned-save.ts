import { useCallback, useState } from 'react';
import { conflictCurrent } from './version-conflict';

export interface Versioned {
  version: number;
}

/** A save the server refused because the record changed: the record as it is now and what the person sent. */
export interface PendingConflict<TRecord, TChanges> {
  current: TRecord;
  changes: TChanges;
}

export type SaveOutcome<TRecord> = { status: 'saved'; saved: TRecord } | { status: 'conflict' };

/**
 * Saves with If-Match (the record's version) and turns a 409 VERSION_CONFLICT into a pending
 * conflict instead of an error: `reapply` sends the same changes again with the version the
 * server now holds, `discard` drops them and hands back the server's record. Other errors reject.
 */
export function useVersionedSave<TRecord extends Versioned, TChanges>(
  save: (record: TRecord, changes: TChanges) => Promise<TRecord>,
) {
  const [conflict, setConflict] = useState<PendingConflict<TRecord, TChanges> | null>(null);

  const submit = async (record: TRecord, changes: TChanges): Promise<SaveOutcome<TRecord>> => {
    try {
      const saved = await save(record, changes);
      setConflict(null);
      return { status: 'saved', saved };
    } catch (error) {
      const current = conflictCurrent<TRecord>(error);
      if (!current) throw error;
      setConflict({ current, changes });
      return { status: 'conflict' };
    }
  };

  const reapply = (): Promise<SaveOutcome<TRecord>> => {
    if (!conflict) return Promise.resolve({ status: 'conflict' });
    return submit(conflict.current, conflict.changes);
  };

  const discard = (): TRecord | null => {
    const current = conflict?.current ?? null;
    setConflict(null);
    return current;
  };

  // Stable, so a dialog can clear it from an effect that runs on opening.
  const clear = useCallback(() => setConflict(null), []);

  return { conflict, submit, reapply, discard, clear };
}
