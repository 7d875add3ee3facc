export {
  conflictRows,
  formatConflictValue,
  type ConflictField,
  type ConflictRow,
  type ConflictWords,
} from './conflict-rows';
export { useVersionedSave, type PendingConflict, type SaveOutcome } from './use-versioned-save';
export { VersionConflictPanel } from './version-conflict-panel';
export { conflictCurrent, isVersionConflict } from './version-conflict';
export { FormDialogActions } from './form-dialog-actions';
export { VersionedFormBody } from './versioned-form-body';
export { useConflictWords } from './use-conflict-words';
