import type { ReactNode } from 'react';
import { conflictRows, type ConflictField } from './conflict-rows';
import type { SaveOutcome, useVersionedSave, Versioned } from './use-versioned-save';
import { VersionConflictPanel } from './version-conflict-panel';
import { useConflictWords } from './use-conflict-words';

/**
 * A versioned edit dialog's body: its form, or, while a save the server refused for a newer
 * version waits on the person, the conflict panel — reapply sends their changes again over the
 * server's version, discard drops them and closes.
 */
export function VersionedFormBody<
  TRecord extends Versioned & Readonly<Record<string, unknown>>,
  TChanges extends Readonly<Record<string, unknown>>,
>({
  saving,
  conflictFields,
  onOutcome,
  onFailure,
  onClose,
  isSaving,
  children,
}: {
  saving: ReturnType<typeof useVersionedSave<TRecord, TChanges>>;
  conflictFields: readonly ConflictField[];
  onOutcome: (outcome: SaveOutcome<TRecord>) => void;
  onFailure: (error: unknown) => void;
  onClose: () => void;
  isSaving: boolean;
  /** The form. */
  children: ReactNode;
}) {
  const words = useConflictWords();
  const conflict = saving.conflict;
  if (!conflict) return children;
  return (
    <VersionConflictPanel
      rows={conflictRows(conflictFields, conflict.current, conflict.changes, { words })}
      onReapply={() => void saving.reapply().then(onOutcome, onFailure)}
      onDiscard={() => {
        saving.discard();
        onClose();
      }}
      isReapplying={isSaving}
    />
  );
}
