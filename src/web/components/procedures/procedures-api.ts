import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Procedure, ProcedureInput, ProcedureListItem } from '@shared/schemas/procedures';
import { apiRequest } from '@web/lib/api-client';

/**
 * The procedure library (issue 25): read by everyone, written by supervisors and up. Planning,
 * not field work: straight to the server (not the offline queue, ADR 31), If-Match on a publish.
 */
export const procedureKeys = {
  all: ['procedures'] as const,
  list: () => ['procedures', 'list'] as const,
  detail: (id: string) => ['procedures', 'detail', id] as const,
};

/** The library by name; a plant keeps tens of procedures, not thousands (the first 200 are listed). */
export function useProcedures() {
  return useQuery({
    queryKey: procedureKeys.list(),
    queryFn: () => apiRequest<ProcedureListItem[]>('/api/procedures?limit=200'),
  });
}

export function useProcedure(id: string) {
  return useQuery({
    queryKey: procedureKeys.detail(id),
    queryFn: () => apiRequest<Procedure>(`/api/procedures/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

export function useSaveProcedure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ procedure, input }: { procedure: Procedure | null; input: ProcedureInput }) =>
      procedure
        ? apiRequest<Procedure>(`/api/procedures/${encodeURIComponent(procedure.id)}`, {
            method: 'PUT',
            body: input,
            headers: { 'If-Match': String(procedure.version) },
          })
        : apiRequest<Procedure>('/api/procedures', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: procedureKeys.all }),
  });
}
