import { useQuery } from '@tanstack/react-query';
import type { CloseOutKind } from '@shared/domain';
import type { CloseOutCode } from '@shared/schemas/close-out';
import { apiRequestAll } from '@web/lib/api-client';
import { closeOutCodesKey } from './query-keys';

/** Every code of every kind, retired ones included; offline, from the device's copy (replica views). */
export function listCloseOutCodes(): Promise<CloseOutCode[]> {
  return apiRequestAll<CloseOutCode>('/api/close-out-codes');
}

export function useCloseOutCodes() {
  return useQuery({ queryKey: closeOutCodesKey, queryFn: listCloseOutCodes });
}

/** One kind's codes in the order supervisors gave them. */
export function codesOfKind(codes: readonly CloseOutCode[], kind: CloseOutKind): CloseOutCode[] {
  return codes
    .filter((code) => code.kind === kind)
    .sort((a, b) => a.position - b.position || a.label.localeCompare(b.label));
}
