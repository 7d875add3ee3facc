import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportPreview } from '@shared/schemas/imports';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/imports/{kind}/{id}/commit: every row of the dry run, in one transaction, or none. */
export const commitImport = (kind: ImportKind, id: string) =>
  apiRequest<ImportPreview>(`/api/imports/${kind}/${id}/commit`, { method: 'POST' });

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ImportKind; id: string }) => commitImport(kind, id),
    // An import may touch any list of its kind, and the lists that name those records.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
